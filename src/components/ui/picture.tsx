import type { ImageAsset } from '@/content/types';
import { resolvePicture } from '@/lib/images/picture';
import { pictureSlots, type PictureSlot } from '@/lib/images/slots';
import { PictureElement, type PictureElementProps } from './picture-element';

interface PictureProps extends Omit<PictureElementProps, 'picture'> {
  /** A picture of the content: a drawing (SVG) or a photo, which the pipeline serves resized. */
  image: ImageAsset;
  /** Where it sits on the page, which sets the `sizes` the browser chooses a copy by. */
  slot: PictureSlot;
  /** Instead of the slot's `sizes`, where the width on screen depends on the picture itself. */
  sizes?: string;
}

/** One picture of the content in its slot: the page asks, the pipeline decides (src/lib/images). */
export function Picture({ image, slot, sizes, ...props }: PictureProps) {
  return <PictureElement picture={resolvePicture(image, sizes ?? pictureSlots[slot])} {...props} />;
}
