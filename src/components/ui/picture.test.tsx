import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '@/content/types';
import { pictureSlots } from '@/lib/images/slots';
import { Picture } from './picture';

const drawing: ImageAsset = { src: '/images/site/about.svg', alt: 'Our studio', width: 600, height: 400 };
const photo: ImageAsset = {
  src: '/images/team/usman-raza/image.jpg',
  alt: 'Usman Raza',
  width: 3000,
  height: 4000,
  photo: { kind: 'portrait', focus: 'top', digest: '0123456789abcdef' },
};

/** Server-rendered as the site is; React puts a preload ahead of the markup. */
const page = (node: React.ReactNode) => renderToStaticMarkup(node);
const attribute = (html: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('Picture', () => {
  it('serves a drawing as it is: a lazy, sized <img>, no <picture>, no preload', () => {
    const html = page(<Picture image={drawing} slot="illustration" />);
    expect(html).toBe(
      '<img alt="Our studio" src="/images/site/about.svg" width="600" height="400" loading="lazy" decoding="async"/>',
    );
  });

  it('serves a photo as AVIF then WebP copies with the slot’s sizes, over a JPEG, never the original', () => {
    const html = page(<Picture image={photo} slot="teamGrid" className="aspect-[5/6] object-cover" />);
    const sources = [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)"\/>/g)];
    expect(sources.map((match) => match[1])).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]![2]).toMatch(
      /^\/_img\/team\/usman-raza\/image\.[0-9a-f]{16}\.320\.avif 320w, .* 960w$/,
    );
    expect(sources[1]![2]).toContain('.960.webp 960w');
    for (const source of sources) expect(source[3]).toBe(pictureSlots.teamGrid);
    expect(attribute(html, 'img', 'src')).toMatch(
      /^\/_img\/team\/usman-raza\/image\.[0-9a-f]{16}\.960\.jpg$/,
    );
    expect(html).not.toContain('/images/team/usman-raza/image.jpg');
  });

  it('gives the upright proportions of the cut copy, lazy loading and the content’s focus', () => {
    const html = page(<Picture image={photo} slot="teamGrid" />);
    // 3000 × 4000 cut to 5:6 keeps 3000 × 3600.
    expect([attribute(html, 'img', 'width'), attribute(html, 'img', 'height')]).toEqual(['3000', '3600']);
    expect(attribute(html, 'img', 'loading')).toBe('lazy');
    expect(attribute(html, 'img', 'style')).toBe('object-position:top');
  });

  it('preloads the page’s main photo with its AVIF srcset and sizes, and loads it eagerly at high priority', () => {
    const html = page(<Picture image={photo} slot="postCover" preload />);
    const link = /<link rel="preload"[^>]*\/>/.exec(html)?.[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain('type="image/avif"');
    expect(link).toMatch(/imageSrcSet="\/_img\/team\/usman-raza\/image\.[0-9a-f]{16}\.320\.avif 320w/);
    expect(link).toContain(`imageSizes="${pictureSlots.postCover}"`);
    expect(attribute(html, 'img', 'loading')).toBe('eager');
    expect(attribute(html, 'img', 'fetchPriority')).toBe('high');
  });

  it('limits a preload to where the picture shows, and stays lazy elsewhere', () => {
    const html = page(
      <Picture image={drawing} slot="serviceHeader" preload preloadMedia="(min-width: 1024px)" />,
    );
    expect(html).toMatch(
      /<link rel="preload" href="\/images\/site\/about.svg" as="image" fetchPriority="high" media="\(min-width: 1024px\)"\/>/,
    );
    expect(attribute(html, 'img', 'loading')).toBe('lazy');
  });

  it('keeps a tall picture within a share of the screen’s height: narrower, and asks for narrower copies', () => {
    const tall: ImageAsset = { ...photo, photo: { ...photo.photo!, kind: 'project' } };
    const html = page(<Picture image={tall} slot="galleryWide" maxHeightVh={80} />);
    // 3000 × 4000 keeps its shape: at most 80vh × 0.75 = 60vh wide.
    expect(attribute(html, 'img', 'style')).toBe('object-position:top;max-width:calc(80vh * 0.75)');
    expect(attribute(html, 'source', 'sizes')).toMatch(
      /^\(min-width: 1280px\) min\(1184px, 60vh\), .*min\(calc\(\(100vw - 2\.5rem\) \* 1\), 60vh\)$/,
    );
  });
});
