/**
 * Reads a picture file under `public/`: its upright size (a phone's sideways JPEG turned by its
 * EXIF orientation, so the page reserves a box of the right shape) and, for photos, a digest of
 * its bytes that names the resized copies the site serves (src/lib/images). `image-size` reads
 * the headers of SVG, PNG, JPEG, WebP and AVIF without decoding the picture.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

export interface PictureFile {
  /** Upright width and height in pixels (an SVG's own width and height, or its viewBox). */
  width: number;
  height: number;
  /** 'svg' for drawings; otherwise the raster format, e.g. 'jpg' or 'png'. */
  format: string;
  bytes: number;
  /** A photo's content digest; drawings have none. */
  digest?: string;
}

/** EXIF orientations 5–8 store the picture turned by a quarter: width and height swap. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);
const DIGEST_LENGTH = 16;

export function pictureDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, DIGEST_LENGTH);
}

/** The picture's upright size and format; undefined when the bytes are not a picture it can read. */
export function readPictureBytes(bytes: Uint8Array): Omit<PictureFile, 'bytes' | 'digest'> | undefined {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  const { width, height, type, orientation } = size;
  if (!width || !height || !type) return undefined;
  const turned = orientation !== undefined && QUARTER_TURNS.has(orientation);
  return { width: turned ? height : width, height: turned ? width : height, format: type };
}

export function readPictureFile(
  file: string,
  { maxBytes }: { maxBytes: number },
): PictureFile | 'too-large' | undefined {
  const bytes = statSync(file).size;
  if (bytes > maxBytes) return 'too-large';
  const data = readFileSync(file);
  const picture = readPictureBytes(data);
  if (!picture) return undefined;
  return { ...picture, bytes, digest: picture.format === 'svg' ? undefined : pictureDigest(data) };
}
