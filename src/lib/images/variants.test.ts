import { describe, expect, it } from 'vitest';
import { pictureKinds, type PictureKindName } from '@/content/schema/pictures';
import type { ImageAsset } from '@/content/types';
import { pictureSlots } from './slots';
import { photoPlan } from './variants';

const photo = (
  kind: PictureKindName,
  width: number,
  height: number,
  extra: Partial<NonNullable<ImageAsset['photo']>> = {},
) => ({
  src: `/images/x/y/image.${extra.kind === 'logo' ? 'png' : 'jpg'}`,
  alt: 'A photo',
  width,
  height,
  photo: { kind, focus: 'centre' as const, digest: '0123456789abcdef', ...extra },
});

describe('photoPlan', () => {
  it('cuts a landscape phone photo to a portrait’s 5:6 around its centre, upright', () => {
    const plan = photoPlan(photo('portrait', 4000, 3000));
    expect(plan.crop).toEqual({ width: 2500, height: 3000, focus: 'centre' });
    for (const variant of plan.variants) expect(variant.width / variant.height).toBeCloseTo(5 / 6, 2);
  });

  it('keeps the shape of kinds that have none of their own, such as a screenshot', () => {
    expect(photoPlan(photo('project', 2560, 1600)).crop).toEqual({
      width: 2560,
      height: 1600,
      focus: 'centre',
    });
  });

  it('makes AVIF and WebP at every width of the kind up to the source, steps at most 1.5 × apart', () => {
    const plan = photoPlan(photo('project', 2560, 1600));
    const widths = (format: string) => plan.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('avif')).toEqual([...pictureKinds.project.widths]);
    expect(widths('webp')).toEqual(widths('avif'));
    for (const kind of Object.values(pictureKinds)) {
      kind.widths
        .slice(1)
        .forEach((width, index) => expect(width / kind.widths[index]!).toBeLessThanOrEqual(1.5));
    }
  });

  it('never makes a copy wider than the source: a 700 px portrait tops out at 700', () => {
    const plan = photoPlan(photo('portrait', 700, 840));
    expect(plan.variants.filter((v) => v.format === 'avif').map((v) => v.width)).toEqual([
      320, 480, 640, 700,
    ]);
  });

  it('gives browsers without AVIF or WebP one JPEG (PNG for PNG sources) of at most 1080 px', () => {
    expect(photoPlan(photo('project', 4000, 3000)).fallback).toMatchObject({ format: 'jpeg', width: 1080 });
    const png = { ...photo('project', 2560, 1600), src: '/images/x/y/shot.png' };
    expect(photoPlan(png).fallback).toMatchObject({ format: 'png', width: 1080 });
  });

  it('names the copies after the content and the settings: a new focus or a new file is a new name', () => {
    const base = photoPlan(photo('portrait', 4000, 3000)).variants[0]!.src;
    expect(base).toMatch(/^\/_img\/x\/y\/image\.[0-9a-f]{16}\.320\.avif$/);
    expect(photoPlan(photo('portrait', 4000, 3000, { focus: 'top' })).variants[0]!.src).not.toBe(base);
    expect(
      photoPlan(photo('portrait', 4000, 3000, { digest: 'ffffffffffffffff' })).variants[0]!.src,
    ).not.toBe(base);
    expect(photoPlan(photo('portrait', 4000, 3000)).variants[0]!.src).toBe(base);
  });
});

describe('pictureSlots', () => {
  it('gives every slot a `sizes` the browser can read: media conditions, then a default length', () => {
    for (const [slot, sizes] of Object.entries(pictureSlots)) {
      const parts = sizes.split(/,\s*(?![^()]*\))/);
      expect(parts.at(-1), slot).not.toMatch(/^\(/);
      for (const part of parts.slice(0, -1)) expect(part, slot).toMatch(/^\(min-width: \d+px\) \S/);
    }
  });

  it('follows the team grid: the full container on phones, three columns of 373 px on wide screens', () => {
    expect(pictureSlots.teamGrid).toBe(
      '(min-width: 1280px) 373px, (min-width: 1024px) calc((100vw - 10rem) * 0.3333), (min-width: 640px) calc((100vw - 5.5rem) * 0.5), calc((100vw - 2.5rem) * 1)',
    );
  });
});
