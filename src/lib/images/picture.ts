/**
 * What the page writes for a picture: for a photo, AVIF and WebP `srcset`s of its resized copies
 * (the browser takes the first format it accepts) over a JPEG/PNG fallback, with the slot's
 * `sizes`; for a drawing (SVG), the file itself. Runs on the server only: the result is plain
 * data, so a client component can render it without bundling this module.
 */
import type { ImageAsset } from '@/content/types';
import { isPhoto, MIME_TYPES, MODERN_FORMATS, photoPlan, type Variant } from './variants';

export interface PictureSource {
  type: string;
  srcSet: string;
}

export interface ResolvedPicture {
  src: string;
  alt: string;
  /** The proportions of what is served (a photo cut to its slot's shape), upright. */
  width: number;
  height: number;
  /** Modern formats, best first; empty for drawings. */
  sources: PictureSource[];
  sizes?: string;
  /** CSS object-position for the content's focus, where the page (not the copy) does the cutting. */
  position?: string;
}

const srcSet = (variants: readonly Variant[]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

/** The content's focus as CSS object-position. */
const POSITIONS = { centre: 'center', top: 'top', bottom: 'bottom', left: 'left', right: 'right' } as const;

/**
 * The copies are made by `next build` (build.ts). The development server serves the uploaded
 * file as it is, so a picture just added in the admin shows at once; the page's CSS cuts it.
 */
const serveOriginals = process.env.NODE_ENV === 'development';

/**
 * One address for the picture, for places that take a single file (structured data): a photo's
 * fallback copy, never its original.
 */
export function pictureUrl(image: ImageAsset): string {
  return isPhoto(image) && !serveOriginals ? photoPlan(image).fallback.src : image.src;
}

export function resolvePicture(image: ImageAsset, sizes: string): ResolvedPicture {
  const { src, alt, width, height } = image;
  if (!isPhoto(image)) return { src, alt, width, height, sources: [] };
  const position = POSITIONS[image.photo.focus];
  if (serveOriginals) return { src, alt, width, height, sources: [], position };
  const plan = photoPlan(image);
  return {
    src: plan.fallback.src,
    alt,
    width: plan.crop.width,
    height: plan.crop.height,
    sources: MODERN_FORMATS.map((format) => ({
      type: MIME_TYPES[format],
      srcSet: srcSet(plan.variants.filter((variant) => variant.format === format)),
    })),
    sizes,
    position,
  };
}
