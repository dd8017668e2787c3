/**
 * The resized copies the site makes of a photo: their widths, shape, formats and public paths.
 * Pure and shared by the pages (which name the copies in `srcset`) and the build step that
 * encodes them (build.ts), so the two can never disagree.
 */
import { createHash } from 'node:crypto';
import { pictureKinds, type PictureFocus } from '../../content/schema/pictures';
import type { ImageAsset } from '../../content/types';

/** Where the copies are written under `public/` and served from. */
export const VARIANTS_DIR = '_img';
/** Raised when the encoding settings below change, so every copy is made again. */
const PIPELINE_VERSION = 1;

export const MODERN_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof MODERN_FORMATS)[number] | 'jpeg' | 'png';

export const MIME_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The one size a browser that takes neither AVIF nor WebP gets: never the original. */
const FALLBACK_MAX_WIDTH = 1080;

export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  /** Public path, e.g. /_img/team/usman-raza/image.3f2a9b1c4d5e6f70.640.avif */
  src: string;
}

export interface PhotoPlan {
  /** The part of the source kept (all of it, or the kind's shape around the focus), upright. */
  crop: { width: number; height: number; focus: PictureFocus };
  variants: Variant[];
  /** The copy for browsers that take neither modern format (PNG for PNG sources, which may be see-through). */
  fallback: Variant;
}

type Photo = ImageAsset & { photo: NonNullable<ImageAsset['photo']> };

export function isPhoto(image: ImageAsset): image is Photo {
  return image.photo !== undefined;
}

/** The largest part of a width × height picture that has the given shape. */
function cropTo(width: number, height: number, aspect: number | undefined) {
  if (!aspect) return { width, height };
  return width / height > aspect
    ? { width: Math.round(height * aspect), height }
    : { width, height: Math.round(width / aspect) };
}

/** Names the copies after the source's content and every setting that shapes them. */
function variantKey(image: Photo, crop: { width: number; height: number }): string {
  const { digest, focus, kind } = image.photo;
  const settings = JSON.stringify([PIPELINE_VERSION, digest, kind, focus, crop.width, crop.height]);
  return createHash('sha256').update(settings).digest('hex').slice(0, 16);
}

export function photoPlan(image: Photo): PhotoPlan {
  const kind = pictureKinds[image.photo.kind];
  const crop = cropTo(image.width, image.height, 'aspect' in kind ? kind.aspect : undefined);
  const widths = [
    ...kind.widths.filter((width) => width < crop.width),
    Math.min(crop.width, kind.widths.at(-1)!),
  ];
  const unique = [...new Set(widths)];
  const base = `/${VARIANTS_DIR}${image.src.replace(/^\/images/, '').replace(/\.[a-z]+$/i, '')}.${variantKey(image, crop)}`;
  const variant = (format: VariantFormat, width: number): Variant => ({
    format,
    width,
    height: Math.round((width * crop.height) / crop.width),
    src: `${base}.${width}.${format === 'jpeg' ? 'jpg' : format}`,
  });
  const fallbackWidth = Math.max(...unique.filter((width) => width <= FALLBACK_MAX_WIDTH), unique[0]!);
  return {
    crop: { ...crop, focus: image.photo.focus },
    variants: MODERN_FORMATS.flatMap((format) => unique.map((width) => variant(format, width))),
    fallback: variant(/\.png$/i.test(image.src) ? 'png' : 'jpeg', fallbackWidth),
  };
}
