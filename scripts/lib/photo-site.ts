/**
 * A copy of the site whose content holds photographs instead of some drawings, for the browser
 * tests and the bench: made at test time with sharp (nothing large is committed), built and
 * served like the real site (a copy in `test-results/photo-site/`, see site-copy.ts).
 *
 * The photos, each like what an agency uploads:
 * - a team portrait taken on a phone: a 4000 × 3000 JPEG stored sideways (EXIF orientation 6)
 *   with GPS, camera and XMP data; upright it is 3000 × 4000 and its top band is red;
 * - a website screenshot: a 2560 × 1600 PNG, as a portfolio card, its case study's header and
 *   first gallery picture;
 * - a blog cover: a 2400 × 1600 (3:2) JPEG, which the site cuts to 1200:630.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildCopy, copyDir, copySite, startCopy } from './site-copy';

const PHOTO_SITE_NAME = 'photo-site';
export const PHOTO_SITE_DIR = copyDir(PHOTO_SITE_NAME);

export const PHOTOS = {
  member: 'usman-raza',
  project: 'healwell-clinics-website',
  post: 'local-seo-for-lahore-businesses',
};

/** Marks written into the portrait's metadata, which no served copy may contain. */
export const METADATA_MARKS = ['WGS-84-GULBERG', 'PhoneMaker', 'xmp-secret-note'];

interface Colour {
  r: number;
  g: number;
  b: number;
}

export const PORTRAIT_TOP_COLOUR: Colour = { r: 220, g: 30, b: 30 };

/** A picture with some detail (so encoders work as on a photo), drawn as SVG and rasterised. */
export function scene(
  width: number,
  height: number,
  { top, seed = 0 }: { top: Colour; seed?: number },
): Buffer {
  const bands = Array.from({ length: 12 }, (_, i) => {
    const y = Math.round(((i + 1) * height) / 14);
    return `<rect x="${(i * 37) % width}" y="${y}" width="${width / 3}" height="${height / 40}" fill="hsl(${i * 29 + seed * 47},55%,55%)" opacity="0.8"/>`;
  }).join('');
  const circles = Array.from({ length: 24 }, (_, i) => {
    const cx = Math.round(((i * 97) % 100) * (width / 100));
    const cy = Math.round(((i * 53) % 100) * (height / 100));
    return `<circle cx="${cx}" cy="${cy}" r="${Math.round(width / (12 + i))}" fill="hsl(${i * 15 + seed * 31},60%,${30 + ((i + seed) % 5) * 10}%)" opacity="0.55"/>`;
  }).join('');
  const { r, g, b } = top;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b4a6f"/><stop offset="1" stop-color="#c9a46b"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${circles}${bands}` +
      `<rect width="100%" height="${Math.round(height / 10)}" fill="rgb(${r},${g},${b})"/></svg>`,
  );
}

/**
 * Writes the three photos into `dir` and returns their paths; `scale` makes them smaller for
 * quick unit tests (1: the sizes above).
 */
export interface PhotoFixtures {
  portrait: string;
  screenshot: string;
  cover: string;
}

export async function makePhotoFixtures(dir: string, { scale = 1 } = {}): Promise<PhotoFixtures> {
  const px = (value: number) => Math.round(value * scale);
  mkdirSync(dir, { recursive: true });
  const files: PhotoFixtures = {
    portrait: path.join(dir, 'portrait.jpg'),
    screenshot: path.join(dir, 'screenshot.png'),
    cover: path.join(dir, 'cover.jpg'),
  };
  // Upright 3000 × 4000 with a red top; stored turned a quarter to the left, as a phone held
  // upright stores it, with orientation 6 telling viewers to turn it back.
  const upright = await sharp(scene(px(3000), px(4000), { top: PORTRAIT_TOP_COLOUR }))
    .png()
    .toBuffer();
  await sharp(upright)
    .rotate(270)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: METADATA_MARKS[1]!, Model: 'Camera 12' },
      IFD3: { GPSMapDatum: METADATA_MARKS[0]!, GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${METADATA_MARKS[2]!}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .jpeg({ quality: 88 })
    .toFile(files.portrait);
  await sharp(scene(px(2560), px(1600), { top: { r: 245, g: 245, b: 245 } }))
    .png()
    .toFile(files.screenshot);
  await sharp(scene(px(2400), px(1600), { top: { r: 30, g: 90, b: 200 } }))
    .jpeg({ quality: 88 })
    .toFile(files.cover);
  return files;
}

/** Points a YAML or front-matter field at a new file: `image: /images/…svg` → the photo. */
function replaceField(file: string, field: string, value: string): void {
  const source = readFileSync(file, 'utf8');
  const pattern = new RegExp(`^(\\s*-?\\s*${field}:\\s*).*$`, 'm');
  if (!pattern.test(source)) throw new Error(`${file}: no ${field} field`);
  writeFileSync(file, source.replace(pattern, `$1${value}`));
}

/** Copies the site into PHOTO_SITE_DIR and puts the photos into its content. */
export async function preparePhotoSite(): Promise<PhotoFixtures> {
  copySite(PHOTO_SITE_NAME);
  const fixtures = await makePhotoFixtures(path.join(PHOTO_SITE_DIR, 'fixtures'));
  const place = (fixture: string, publicPath: string) => {
    const target = path.join(PHOTO_SITE_DIR, 'public', publicPath);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(fixture, target);
    return publicPath;
  };
  const content = (...parts: string[]) => path.join(PHOTO_SITE_DIR, 'content', ...parts);
  replaceField(
    content('team', `${PHOTOS.member}.yaml`),
    'image',
    place(fixtures.portrait, `/images/team/${PHOTOS.member}/image.jpg`),
  );
  const project = content('portfolio', `${PHOTOS.project}.yaml`);
  replaceField(project, 'image', place(fixtures.screenshot, `/images/portfolio/${PHOTOS.project}/image.png`));
  // The gallery's first picture (its `image:` comes after the card's).
  const source = readFileSync(project, 'utf8');
  const galleryAt = source.indexOf('gallery:');
  const galleryImage = place(fixtures.portrait, `/images/portfolio/${PHOTOS.project}/gallery/0/image.jpg`);
  writeFileSync(
    project,
    source.slice(0, galleryAt) + source.slice(galleryAt).replace(/image: \S+/, `image: ${galleryImage}`),
  );
  replaceField(
    content('blog', `${PHOTOS.post}.md`),
    'cover',
    place(fixtures.cover, `/images/blog/${PHOTOS.post}/cover.jpg`),
  );
  return fixtures;
}

/** `next build` of the photo site; returns its exit status and output. */
export function buildPhotoSite(env: Record<string, string> = {}): { status: number; output: string } {
  return buildCopy(PHOTO_SITE_DIR, env);
}

/** `next start` of the photo site on 127.0.0.1:port. */
export function startPhotoSite(port: number): ChildProcess {
  return startCopy(PHOTO_SITE_DIR, port);
}
