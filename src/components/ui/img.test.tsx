import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from './img';

const picture = { src: '/images/site/about.svg', alt: 'Our studio', width: 600, height: 400 };

/** Server-rendered as the site is; React puts a preload ahead of the markup. */
const page = (img: React.ReactNode) => renderToStaticMarkup(img);

describe('Img', () => {
  it('is lazy, decoded asynchronously and sized, with no preload', () => {
    const html = page(<Img {...picture} />);
    expect(html).toContain(
      '<img alt="Our studio" loading="lazy" decoding="async" src="/images/site/about.svg" width="600" height="400"/>',
    );
    expect(html).not.toContain('rel="preload"');
  });

  it('preloads the main picture at high priority and loads it eagerly', () => {
    const html = page(<Img {...picture} preload />);
    expect(html).toMatch(
      /<link rel="preload" href="\/images\/site\/about.svg" as="image" fetchPriority="high"\/>/,
    );
    expect(html).toMatch(/<img alt="Our studio" loading="eager" fetchPriority="high"/);
  });

  it('limits the preload to where the picture shows, and stays lazy elsewhere', () => {
    const html = page(<Img {...picture} preload preloadMedia="(min-width: 1024px)" />);
    expect(html).toMatch(
      /<link rel="preload" href="\/images\/site\/about.svg" as="image" fetchPriority="high" media="\(min-width: 1024px\)"\/>/,
    );
    expect(html).toMatch(/<img alt="Our studio" loading="lazy" fetchPriority="high"/);
  });

  it('passes its other attributes through', () => {
    expect(page(<Img {...picture} alt="" className="w-full" />)).toContain('class="w-full"');
  });
});
