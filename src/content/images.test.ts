import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAllPosts } from '@/lib/blog/posts';
import { readPictureFile } from './picture-file';
import { MAX_PICTURE_BYTES, pictureKinds } from './schema/pictures';
import { clients } from './clients';
import { portfolio } from './portfolio';
import { projects } from './projects';
import { services } from './services';
import { team } from './team';
import { testimonials } from './testimonials';
import type { ImageAsset } from './types';
import { visuals } from './visuals';

/**
 * The one test that every picture the content names exists, with its alt text and size (the
 * loaders in src/content/load.ts also refuse a missing picture when the site is built).
 */
const publicDir = path.resolve(__dirname, '../../public');

/** Every image the content names, with where it is named (for failure messages). */
const images: [string, ImageAsset][] = [
  ...services.flatMap((service): [string, ImageAsset][] => [
    [`services.${service.slug}.image`, service.image],
    [`services.${service.slug}.leftImage`, service.leftImage],
    [`services.${service.slug}.rightImage`, service.rightImage],
  ]),
  ...testimonials.map((item): [string, ImageAsset] => [`testimonials.${item.slug}`, item.image]),
  ...team.map((member): [string, ImageAsset] => [`team.${member.slug}`, member.image]),
  ...clients.map((client): [string, ImageAsset] => [`clients.${client.slug}`, client.logo]),
  ...projects.map((project): [string, ImageAsset] => [`projects.${project.slug}`, project.image]),
  ...portfolio.flatMap((item): [string, ImageAsset][] => [
    [`portfolio.${item.slug}`, item.image],
    ...item.gallery.map((picture, index): [string, ImageAsset] => [
      `portfolio.${item.slug}.gallery.${index}`,
      picture,
    ]),
  ]),
  ...Object.entries(visuals).map(([key, image]): [string, ImageAsset] => [`visuals.${key}`, image]),
];

/** Purely decorative images: the only ones whose alt text is empty. */
const decorative = new Set<ImageAsset>([visuals.ogPattern]);

interface SvgSize {
  width: number;
  height: number;
  viewBox: [number, number, number, number];
}

/** The root element's `width`, `height` and `viewBox`. */
function svgSize(file: string): SvgSize {
  const source = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(source)?.[0];
  if (!root) throw new Error(`${file}: no <svg> element`);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const viewBox = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox.length !== 4 || viewBox.some(Number.isNaN))
    throw new Error(`${file}: viewBox missing or invalid`);
  return {
    width: Number(attribute('width')),
    height: Number(attribute('height')),
    viewBox: viewBox as SvgSize['viewBox'],
  };
}

describe('content images', () => {
  it('names at least the images of every list', () => {
    expect(images.length).toBeGreaterThan(60);
  });

  it.each(images)('%s exists under public/', (_, image) => {
    // Drawings are SVG; a photo (a screenshot, a portrait) is a JPEG, PNG, WebP or AVIF.
    expect(image.src).toMatch(/^\/images\/[A-Za-z0-9/-]+\.(svg|jpe?g|png|webp|avif)$/);
    expect(existsSync(path.join(publicDir, image.src)), image.src).toBe(true);
  });

  it.each(images)('%s has alt text (empty only when decorative)', (_, image) => {
    if (decorative.has(image)) {
      expect(image.alt).toBe('');
    } else {
      expect(image.alt.trim().length, image.src).toBeGreaterThanOrEqual(10);
      expect(image.alt, image.src).toBe(image.alt.trim());
      // Screen readers already announce an image; 'image of' only repeats it.
      expect(image.alt, image.src).not.toMatch(/^(image|picture|photo) of/i);
    }
  });

  it.each(images.filter(([, image]) => !image.photo))(
    '%s has the width and height of its SVG',
    (_, image) => {
      const svg = svgSize(path.join(publicDir, image.src));
      expect({ width: svg.width, height: svg.height }, image.src).toEqual({
        width: image.width,
        height: image.height,
      });
      expect(svg.viewBox, image.src).toEqual([0, 0, image.width, image.height]);
    },
  );

  it('knows each photo’s own size and makes its copies from it (a portfolio screenshot among them)', () => {
    const photos = images.filter(([, image]) => image.photo);
    expect(photos.map(([where]) => where)).toContain('portfolio.cedarwood-school-website.gallery.3');
    for (const [where, image] of photos) {
      const file = readPictureFile(path.join(publicDir, image.src), { maxBytes: MAX_PICTURE_BYTES });
      expect(file && file !== 'too-large' ? { width: file.width, height: file.height } : file, where).toEqual(
        {
          width: image.width,
          height: image.height,
        },
      );
      expect(image.photo?.digest, where).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('gives every blog cover a file, alt text and a consistent size', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const file = path.join(publicDir, post.cover);
      expect(existsSync(file), post.cover).toBe(true);
      expect(post.coverAlt.trim().length, post.slug).toBeGreaterThanOrEqual(10);
      const svg = svgSize(file);
      expect(svg.width, post.cover).toBeGreaterThan(0);
      expect(svg.viewBox, post.cover).toEqual([0, 0, svg.width, svg.height]);
      // The pages reserve the cover's box in the proportions every cover is cut to.
      expect(svg.width / svg.height, post.cover).toBeCloseTo(pictureKinds.cover.aspect, 3);
      expect({ width: post.coverImage.width, height: post.coverImage.height }).toEqual({
        width: svg.width,
        height: svg.height,
      });
    }
  });
});
