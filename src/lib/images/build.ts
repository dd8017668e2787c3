/**
 * Makes the resized copies of photos (build-pictures.ts calls it with every photo the content
 * names, before `next build` renders the pages that list them). Each copy is encoded once: it is kept in
 * `.next/cache/pictures` (which hosts such as Vercel and Netlify keep between builds) under a
 * name made of the source's digest and the settings, and copied into `public/_img`, which holds
 * exactly the copies the current content needs. The source's EXIF orientation is applied and
 * every metadata block (EXIF with GPS, XMP, IPTC, ICC) is left out: sharp writes none unless told.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageAsset } from '../../content/types';
import { isPhoto, photoPlan, VARIANTS_DIR, type Variant } from './variants';

/**
 * Encoder settings: about the visual quality of a JPEG at 80, at a fraction of its bytes. AVIF at
 * effort 2 encodes six times faster than at sharp's default 4 for files about a third larger,
 * still smaller than WebP: a build with many photos stays quick.
 */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 76, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
} satisfies Record<Variant['format'], (image: Sharp) => Sharp>;

const SHARP_POSITION = {
  centre: 'centre',
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
} as const;

export interface PictureBuildStats {
  photos: number;
  encoded: number;
  reused: number;
  milliseconds: number;
}

interface Directories {
  root: string;
  cache: string;
  out: string;
}

const relativeFile = (variant: Variant) => variant.src.slice(`/${VARIANTS_DIR}/`.length);

/** Encodes the copies of one photo that the cache lacks, decoding the source once. */
async function encodeMissing(image: ImageAsset, missing: Variant[], dirs: Directories): Promise<void> {
  const plan = photoPlan(image as Parameters<typeof photoPlan>[0]);
  const largest = Math.max(...missing.map((variant) => variant.width));
  const { data, info } = await sharp(path.join(dirs.root, 'public', image.src), { limitInputPixels: false })
    .rotate()
    .resize({
      width: largest,
      height: Math.round((largest * plan.crop.height) / plan.crop.width),
      fit: 'cover',
      position: SHARP_POSITION[plan.crop.focus],
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const variant of missing) {
    const target = path.join(dirs.cache, relativeFile(variant));
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    await ENCODE[variant.format](sharp(data, { raw }).resize(variant.width, variant.height)).toFile(partial);
    renameSync(partial, target);
  }
}

/** Removes from `dir` every file not in `keep`, and the folders left empty. */
function prune(dir: string, keep: Set<string>, base = dir): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(full, keep, base);
      if (readdirSync(full).length === 0) rmdirSync(full);
    } else if (!keep.has(path.relative(base, full).split(path.sep).join('/'))) {
      rmSync(full);
    }
  }
}

/**
 * Makes the copies of `images` that the cache lacks and leaves in `public/_img` exactly the
 * copies they need.
 */
export async function makeCopies(images: Iterable<ImageAsset>, root: string): Promise<PictureBuildStats> {
  const started = performance.now();
  const dirs: Directories = {
    root,
    cache: path.join(root, '.next', 'cache', 'pictures'),
    out: path.join(root, 'public', VARIANTS_DIR),
  };
  const wanted = new Set<string>();
  let count = 0;
  let encoded = 0;
  let reused = 0;
  for (const image of images) {
    if (!isPhoto(image)) continue;
    count += 1;
    const plan = photoPlan(image);
    const all = [...plan.variants, plan.fallback];
    const missing = all.filter((variant) => !existsSync(path.join(dirs.cache, relativeFile(variant))));
    if (missing.length > 0) await encodeMissing(image, missing, dirs);
    encoded += missing.length;
    reused += all.length - missing.length;
    for (const variant of all) {
      const file = relativeFile(variant);
      wanted.add(file);
      const source = path.join(dirs.cache, file);
      const target = path.join(dirs.out, file);
      if (existsSync(target) && statSync(target).size === statSync(source).size) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(source, target);
    }
  }
  prune(dirs.out, wanted);
  return { photos: count, encoded, reused, milliseconds: Math.round(performance.now() - started) };
}
