import { Picture } from '@/components/ui/picture';
import type { ImageAsset } from '@/content/types';
import type { PictureSlot } from '@/lib/images/slots';
import { cn } from '@/lib/utils';

interface ProjectImageProps {
  image: ImageAsset;
  slot: PictureSlot;
  /** The frame: a span where the card is a link (phrasing content only), else a div. */
  as?: 'div' | 'span';
  className?: string;
  /** The picture's size and its zoom when the card (`group`) is hovered. */
  imageClassName: string;
}

/** A project card's picture in its rounded, bordered frame, which clips the zoom on hover. */
export function ProjectImage({
  image,
  slot,
  as: Frame = 'div',
  className,
  imageClassName,
}: ProjectImageProps) {
  return (
    <Frame className={cn(className, 'overflow-hidden rounded-card border border-ink-800 bg-ink-900')}>
      <Picture image={image} slot={slot} className={imageClassName} />
    </Frame>
  );
}
