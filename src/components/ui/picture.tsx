import type { ImageAsset } from '@/content/types';
import { resolvePicture } from '@/lib/images/picture';
import { heightCappedSizes, pictureSlots, type PictureSlot } from '@/lib/images/slots';
import { PictureElement, type PictureElementProps } from './picture-element';

interface PictureProps extends Omit<PictureElementProps, 'picture'> {
  /** A picture of the content: a drawing (SVG) or a photo, which the pipeline serves resized. */
  image: ImageAsset;
  /** Where it sits on the page, which sets the `sizes` the browser chooses a copy by. */
  slot: PictureSlot;
  /**
   * Keeps a picture of its own shape (a tall screenshot, a portrait photo) within this share of
   * the screen's height: it is then narrower than its slot, centred with `mx-auto`. The box is
   * known before the picture arrives, so nothing moves when it does.
   */
  maxHeightVh?: number;
}

/** One picture of the content in its slot: the page asks, the pipeline decides (src/lib/images). */
export function Picture({ image, slot, maxHeightVh, style, ...props }: PictureProps) {
  const picture = resolvePicture(image, pictureSlots[slot]);
  if (!maxHeightVh) return <PictureElement picture={picture} style={style} {...props} />;
  const aspect = Number((picture.width / picture.height).toFixed(4));
  return (
    <PictureElement
      picture={{ ...picture, sizes: heightCappedSizes(pictureSlots[slot], aspect, maxHeightVh) }}
      style={{ maxWidth: `calc(${maxHeightVh}vh * ${aspect})`, ...style }}
      {...props}
    />
  );
}
