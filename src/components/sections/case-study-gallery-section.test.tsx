import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { portfolioCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { CaseStudyGallerySection, isWide } from './case-study-gallery-section';

const item = portfolio.find((entry) => entry.testimonial === undefined)!;

describe('CaseStudyGallerySection', () => {
  it('links to the live site in a new tab, safely, when the case study names one', () => {
    const html = renderToStaticMarkup(
      <CaseStudyGallerySection item={{ ...item, liveUrl: 'https://www.example.com/' }} />,
    );
    const link = /<a [^>]*href="https:\/\/www\.example\.com\/"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
    expect(html).toContain(portfolioCopy.caseStudy.visitLive);
  });

  it('shows no live-site link without one, and every gallery picture with its alt text', () => {
    const { liveUrl: _liveUrl, ...withoutLive } = item;
    const html = renderToStaticMarkup(<CaseStudyGallerySection item={withoutLive} />);
    expect(html).not.toContain(portfolioCopy.caseStudy.visitLive);
    for (const picture of item.gallery) expect(html).toContain(`alt="${picture.alt}"`);
  });

  it('spans the first picture, and the last one when it would sit alone in its row', () => {
    const wide = (count: number) => Array.from({ length: count }, (_, index) => isWide(index, count));
    expect(wide(1)).toEqual([true]);
    expect(wide(2)).toEqual([true, true]);
    expect(wide(3)).toEqual([true, false, false]);
    expect(wide(4)).toEqual([true, false, false, true]);
    expect(wide(5)).toEqual([true, false, false, false, false]);
    const cedarwood = portfolio.find((entry) => entry.slug === 'cedarwood-school-website')!;
    const html = renderToStaticMarkup(<CaseStudyGallerySection item={cedarwood} />);
    expect(html.match(/<li class="md:col-span-2">/g)).toHaveLength(2);
  });
});
