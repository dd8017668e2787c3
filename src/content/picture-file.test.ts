import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentError, imageAsset, photos } from './load';
import { readPictureBytes, readPictureFile } from './picture-file';
import { MAX_PICTURE_BYTES, pictureKinds } from './schema/pictures';

/** Pictures made here with sharp, in a `public/` of their own (the loaders read from the cwd). */
let root: string;
const put = (publicPath: string, bytes: Buffer | string) => {
  const file = path.join(root, 'public', publicPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return publicPath;
};
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#356' } });

let sideways: Buffer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'pictures-'));
  // Stored 400 × 300 with orientation 6: a phone held upright, so the picture is 300 × 400.
  sideways = await solid(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  put('/images/team/sideways/image.jpg', sideways);
  put('/images/team/narrow/image.jpg', await solid(300, 360).jpeg().toBuffer());
  put('/images/team/wide-enough/image.png', await solid(600, 720).png().toBuffer());
  put('/images/team/not-a-picture/image.jpg', 'this is a text file with a .jpg name');
  put('/images/site/drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"></svg>');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readPictureBytes', () => {
  it('gives a sideways phone photo its upright size from the EXIF orientation', () => {
    expect(readPictureBytes(sideways)).toEqual({ width: 300, height: 400, format: 'jpg' });
  });

  it('reads SVG drawings from their viewBox, and refuses what is not a picture', () => {
    expect(
      readPictureBytes(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"/>')),
    ).toEqual({
      width: 800,
      height: 600,
      format: 'svg',
    });
    expect(readPictureBytes(Buffer.from('hello, not a picture'))).toBeUndefined();
  });
});

describe('readPictureFile', () => {
  it('names a photo by a digest of its bytes; a drawing has none', () => {
    const photo = readPictureFile(path.join(root, 'public/images/team/sideways/image.jpg'), {
      maxBytes: MAX_PICTURE_BYTES,
    });
    expect(photo).toMatchObject({ width: 300, height: 400, digest: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const drawing = readPictureFile(path.join(root, 'public/images/site/drawing.svg'), {
      maxBytes: MAX_PICTURE_BYTES,
    });
    expect(drawing).toMatchObject({ width: 1200, height: 630, format: 'svg' });
    expect(drawing).not.toHaveProperty('digest', expect.anything());
  });
});

describe('imageAsset: pictures that stop the build', () => {
  const where = 'content/team/x.yaml: image';
  const kind = 'portrait' as const;

  it('refuses a portrait narrower than a team portrait needs, naming the file, the field and the minimum', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    expect(() => imageAsset('/images/team/narrow/image.jpg', 'A portrait', where, { kind })).toThrow(
      new ContentError(
        `content/team/x.yaml: image: 300 px wide; a team portrait needs at least ${pictureKinds.portrait.minWidth} px`,
      ),
    );
  });

  it('refuses a file that is not a readable picture', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    expect(() => imageAsset('/images/team/not-a-picture/image.jpg', 'A portrait', where, { kind })).toThrow(
      /^content\/team\/x\.yaml: image: \/images\/team\/not-a-picture\/image\.jpg is not a picture the site can read; upload a JPEG, PNG, WebP, AVIF or SVG file$/,
    );
  });

  it('refuses a file over 20 MB before reading it', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    put('/images/team/huge/image.jpg', Buffer.alloc(MAX_PICTURE_BYTES + 1));
    expect(() => imageAsset('/images/team/huge/image.jpg', 'A portrait', where, { kind })).toThrow(
      /^content\/team\/x\.yaml: image: \/images\/team\/huge\/image\.jpg is larger than 20 MB; export it smaller/,
    );
  });

  it('takes a photo wide enough, upright, with its kind and focus, and lists it for the pipeline', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    const asset = imageAsset('/images/team/wide-enough/image.png', 'A portrait', where, {
      kind,
      focus: 'top',
    });
    expect(asset).toMatchObject({ width: 600, height: 720, photo: { kind, focus: 'top' } });
    expect(photos.get('/images/team/wide-enough/image.png')).toBe(asset);
  });

  it('judges the upright width: a sideways photo is as wide as it stands', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    expect(() => imageAsset('/images/team/sideways/image.jpg', 'A portrait', where, { kind })).toThrow(
      /300 px wide/,
    );
  });
});
