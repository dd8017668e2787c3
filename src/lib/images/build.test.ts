import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageAsset } from '@/content/load';
import type { ImageAsset } from '@/content/types';
import { METADATA_MARKS, PORTRAIT_TOP_COLOUR, makePhotoFixtures } from '../../../scripts/lib/photo-site';
import { makeCopies } from './build';
import { photoPlan, type Variant } from './variants';

/**
 * The encoder on the three kinds of photo an agency uploads (made here at a fifth of their real
 * size): a sideways phone JPEG with GPS, camera and XMP data, a PNG screenshot, a 3:2 cover.
 */
let root: string;
let portrait: ImageAsset;
let screenshot: ImageAsset;
let cover: ImageAsset;
const SCALE = 0.2;
const ENCODE_TIMEOUT_MS = 60_000;

const file = (variant: Variant) => path.join(root, 'public', variant.src);
const planOf = (image: ImageAsset) => photoPlan(image as Parameters<typeof photoPlan>[0]);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'picture-build-'));
  const fixtures = await makePhotoFixtures(path.join(root, 'fixtures'), { scale: SCALE });
  const place = (from: string, publicPath: string) => {
    mkdirSync(path.dirname(path.join(root, 'public', publicPath)), { recursive: true });
    copyFileSync(from, path.join(root, 'public', publicPath));
    return publicPath;
  };
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  // imageAsset checks minimum widths against real sizes; these small copies pass as logos.
  portrait = {
    ...imageAsset(place(fixtures.portrait, '/images/team/a/image.jpg'), 'A', 'x', { kind: 'logo' }),
  };
  portrait.photo = { ...portrait.photo!, kind: 'portrait' };
  screenshot = imageAsset(place(fixtures.screenshot, '/images/portfolio/b/image.png'), 'B', 'x', {
    kind: 'logo',
  });
  screenshot.photo = { ...screenshot.photo!, kind: 'project' };
  cover = imageAsset(place(fixtures.cover, '/images/blog/c/cover.jpg'), 'C', 'x', { kind: 'logo' });
  cover.photo = { ...cover.photo!, kind: 'cover' };
  vi.restoreAllMocks();
  await makeCopies([portrait, screenshot, cover], root);
}, ENCODE_TIMEOUT_MS);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('makeCopies', () => {
  it('writes every copy the pages list, in the format its name says', async () => {
    for (const image of [portrait, screenshot, cover]) {
      const plan = planOf(image);
      for (const variant of [...plan.variants, plan.fallback]) {
        const meta = await sharp(file(variant)).metadata();
        expect(meta.format, variant.src).toBe(
          { avif: 'heif', webp: 'webp', jpeg: 'jpeg', png: 'png' }[variant.format],
        );
        expect([meta.width, meta.height], variant.src).toEqual([variant.width, variant.height]);
      }
    }
  });

  it('turns the sideways phone photo upright: 600 × 800, its red band at the top', async () => {
    expect([portrait.width, portrait.height]).toEqual([600, 800]);
    const [smallest] = planOf(portrait).variants;
    const { data } = await sharp(file(smallest!)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(Math.abs(r - PORTRAIT_TOP_COLOUR.r)).toBeLessThan(40);
    expect(g).toBeLessThan(90);
    expect(b).toBeLessThan(90);
  });

  it('leaves out every metadata block: no EXIF (GPS, camera), XMP, IPTC or ICC in any copy', async () => {
    const source = readFileSync(path.join(root, 'public', portrait.src));
    for (const mark of METADATA_MARKS) expect(source.includes(mark), mark).toBe(true);
    for (const image of [portrait, screenshot, cover]) {
      const plan = planOf(image);
      for (const variant of [...plan.variants, plan.fallback]) {
        const bytes = readFileSync(file(variant));
        for (const mark of METADATA_MARKS)
          expect(bytes.includes(mark), `${variant.src}: ${mark}`).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect([meta.exif, meta.xmp, meta.iptc, meta.icc, meta.orientation], variant.src).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
      }
    }
  });

  it('cuts the 3:2 cover to 1200:630 without stretching it', () => {
    const plan = planOf(cover);
    expect(plan.crop.width / plan.crop.height).toBeCloseTo(1200 / 630, 2);
    for (const variant of plan.variants) expect(variant.width / variant.height).toBeCloseTo(1200 / 630, 1);
  });

  it(
    'encodes nothing again when nothing changed, and removes copies no content needs',
    async () => {
      const stale = path.join(root, 'public', '_img', 'team', 'gone', 'image.0000000000000000.320.avif');
      mkdirSync(path.dirname(stale), { recursive: true });
      writeFileSync(stale, 'old');
      const again = await makeCopies([portrait, screenshot, cover], root);
      expect(again.encoded).toBe(0);
      const copies = [portrait, screenshot, cover].map((image) => planOf(image).variants.length + 1);
      expect(again.reused).toBe(copies.reduce((sum, count) => sum + count, 0));
      expect(existsSync(stale)).toBe(false);
      expect(readdirSync(path.join(root, 'public', '_img', 'team'))).toEqual(['a']);
    },
    ENCODE_TIMEOUT_MS,
  );
});
