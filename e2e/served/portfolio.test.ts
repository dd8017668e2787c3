/**
 * The portfolio as served, which is what a visitor without JavaScript and a crawler get: the
 * gallery with every project or one category, its filters as links to prerendered filtered pages,
 * the cards' links and pictures, and the category pages kept out of search results. Filtering in
 * place, the address, Back and Forward and the keyboard are in e2e/portfolio.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { absoluteUrl } from '@/env';
import { filterOf, portfolio, portfolioFilters, type PortfolioFilterId } from '@/content/portfolio';
import { all, only, served, servedPage, textOf } from '@test-support/served';

const expectedCount = (id: PortfolioFilterId) =>
  portfolio.filter((item) => id === 'all' || filterOf(item) === id).length;
const labelOf = (id: PortfolioFilterId) => portfolioFilters.find((filter) => filter.id === id)?.label ?? id;

/** The section labelled by a heading that reads `name`. */
const region = (document: Document, name: string) => {
  const found = all(document, 'section[aria-labelledby]').filter(
    (section) => textOf(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) === name,
  );
  expect(found, `sections named "${name}"`).toHaveLength(1);
  return found[0]!;
};
const gallery = (document: Document) => region(document, 'Projects');
const filterBar = (document: Document) =>
  only(document, '[role="group"][aria-label="Filter projects by category"]');
const filterButton = (document: Document, id: PortfolioFilterId) => {
  const found = all(filterBar(document), '[role="button"]').filter(
    (button) => textOf(button) === labelOf(id),
  );
  expect(found, labelOf(id)).toHaveLength(1);
  return found[0]!;
};

/** The gallery as served shows the given filter, pressed alone, and exactly its projects. */
function expectShowing(document: Document, id: PortfolioFilterId) {
  expect(filterButton(document, id).getAttribute('aria-pressed'), id).toBe('true');
  expect(all(filterBar(document), '[aria-pressed="true"]'), id).toHaveLength(1);
  expect(all(filterBar(document), '[role="button"]'), id).toHaveLength(portfolioFilters.length);
  expect(all(gallery(document), 'li'), id).toHaveLength(expectedCount(id));
  expect(textOf(only(gallery(document), '[role="status"]')), id).toBe(
    `Showing ${expectedCount(id)} projects`,
  );
}

describe('the portfolio page', () => {
  test('starts on Show All with every project', async () => {
    const { document } = await servedPage('/portfolio');
    expect(textOf(only(document, 'h1'))).toBe('Portfolio.');
    expectShowing(document, 'all');
    expect(expectedCount('all')).toBe(31);
    expect(textOf(only(all(gallery(document), 'li')[0]!, 'h3'))).toBe(portfolio[0]?.title ?? '');
  });

  test('the filters are links to prerendered, filtered pages', async () => {
    let { document } = await servedPage('/portfolio');
    for (const { id } of [...portfolioFilters.slice(1), portfolioFilters[0]]) {
      // Following each filter's link from the page the previous one opened.
      const href = new URL(filterButton(document, id).getAttribute('href') ?? '', 'http://site.invalid');
      expect(href.pathname, id).toBe('/portfolio');
      expect(href.search, id).toBe(id === 'all' ? '' : `?category=${id}`);
      ({ document } = await servedPage(href.pathname + href.search));
      expectShowing(document, id);
    }
  });
});

describe('portfolio cards', () => {
  test('every card links to its case study in the same tab', async () => {
    const { document } = await servedPage('/portfolio');
    const links = all(gallery(document), 'a[href]');
    for (const item of portfolio) {
      const named = links.filter((link) => textOf(link) === item.title);
      expect(named, item.slug).toHaveLength(1);
      expect(named[0]!.getAttribute('href'), item.slug).toBe(`/portfolio/${item.slug}`);
      expect(named[0]!.getAttribute('target'), item.slug).toBeNull();
    }
    expect(links.filter((link) => /opens in a new tab/.test(textOf(link)))).toHaveLength(0);
  });

  test('images carry their size, alt text and load lazily after the first two', async () => {
    const { document } = await servedPage('/portfolio');
    const images = all(gallery(document), 'img');
    expect(images).toHaveLength(portfolio.length);
    for (const [index, item] of portfolio.entries()) {
      const image = images[index]!;
      expect(image.getAttribute('alt'), item.slug).toBe(item.image.alt);
      expect(image.getAttribute('width'), item.slug).toBe(String(item.image.width));
      expect(image.getAttribute('height'), item.slug).toBe(String(item.image.height));
      expect(image.getAttribute('loading'), item.slug).toBe(index < 2 ? 'eager' : 'lazy');
    }
  });
});

describe('the category pages', () => {
  test('are the same page, canonical to /portfolio and kept out of search results', async () => {
    const { document } = await servedPage('/portfolio/category/mobile-apps');
    expect(only(document, 'link[rel="canonical"]').getAttribute('href')).toBe(absoluteUrl('/portfolio'));
    expect(absoluteUrl('/portfolio')).toBe('http://localhost:3000/portfolio');
    expect(only(document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(textOf(only(document, 'h1'))).toBe('Portfolio.');
    expectShowing(document, 'mobile-apps');
  });

  test('/portfolio itself stays indexable', async () => {
    const { document } = await servedPage('/portfolio');
    expect(all(document, 'meta[name="robots"]')).toHaveLength(0);
  });

  test('an unknown category page answers 404', async () => {
    expect((await served('/portfolio/category/seo')).status).toBe(404);
    expect((await served('/portfolio/category/all')).status).toBe(404);
  });
});
