import { describe, expect, it } from 'vitest';
import { portfolioCopy } from '../../content/pages';
import { filterOf, portfolio, portfolioFilters } from '../../content/portfolio';
import {
  categoryFilterIds,
  filterFromSearch,
  filterFromUrl,
  filterHref,
  isPortfolioFilterId,
  matchesFilter,
  resultSummary,
} from './filter';
import { rewrites } from '../seo/rewrites';

describe('filterFromSearch', () => {
  it('reads every known filter from the query, with or without the leading ?', () => {
    for (const { id } of portfolioFilters) {
      expect(filterFromSearch(`?category=${id}`)).toBe(id);
      expect(filterFromSearch(`category=${id}&utm_source=x`)).toBe(id);
    }
  });

  it('falls back to Show All for a missing, empty or unknown category', () => {
    for (const search of ['', '?', '?category=', '?category=Mobile-Apps', '?category=seo', '?cat=graphics']) {
      expect(filterFromSearch(search), search).toBe('all');
    }
    expect(filterFromSearch('?category=__proto__')).toBe('all');
    expect(filterFromSearch('?category=toString')).toBe('all');
  });

  it('uses the first value when the parameter repeats', () => {
    expect(filterFromSearch('?category=graphics&category=product')).toBe('graphics');
  });
});

describe('filterFromUrl', () => {
  it('reads the query on /portfolio', () => {
    expect(filterFromUrl('/portfolio', '?category=graphics')).toBe('graphics');
    expect(filterFromUrl('/portfolio', '')).toBe('all');
  });

  it('reads the category from the path of a prerendered category page', () => {
    for (const id of categoryFilterIds) expect(filterFromUrl(`/portfolio/category/${id}`, '')).toBe(id);
    expect(filterFromUrl('/portfolio/category/product/', '')).toBe('product');
    expect(filterFromUrl('/portfolio/category/all', '')).toBe('all');
    expect(filterFromUrl('/portfolio/category/seo', '?category=graphics')).toBe('all');
  });
});

describe('filterHref', () => {
  it('puts the filter in the query and leaves Show All on the plain page', () => {
    expect(filterHref('all')).toBe('/portfolio');
    expect(filterHref('mobile-apps')).toBe('/portfolio?category=mobile-apps');
  });

  it('round-trips through filterFromSearch', () => {
    for (const { id } of portfolioFilters) {
      expect(filterFromSearch(new URL(filterHref(id), 'http://x').search)).toBe(id);
    }
  });
});

describe('filters', () => {
  it('lists every filter except Show All as a category', () => {
    expect(categoryFilterIds).toEqual(portfolioFilters.map((f) => f.id).filter((id) => id !== 'all'));
    expect(isPortfolioFilterId('all')).toBe(true);
    expect(isPortfolioFilterId('wordpress')).toBe(false);
    expect(isPortfolioFilterId(undefined)).toBe(false);
  });

  it('shows everything under Show All and each item under exactly one category', () => {
    for (const item of portfolio) {
      expect(matchesFilter('all', filterOf(item))).toBe(true);
      expect(categoryFilterIds.filter((id) => matchesFilter(id, filterOf(item)))).toEqual([filterOf(item)]);
    }
  });

  it('summarises the result count', () => {
    expect(resultSummary(1, portfolioCopy.results)).toBe('Showing 1 project');
    expect(resultSummary(6, portfolioCopy.results)).toBe('Showing 6 projects');
  });
});

describe('rewrites', () => {
  const [rule] = rewrites.beforeFiles;
  const condition = rule?.has?.[0];
  // Next.js anchors `has` values: the whole value must match.
  const matcher = new RegExp(`^${condition?.value ?? ''}$`);

  it('serves /portfolio?category=<id> from the prerendered category page', () => {
    expect(rule).toMatchObject({ source: '/portfolio', destination: '/portfolio/category/:category' });
    expect(condition).toMatchObject({ type: 'query', key: 'category' });
  });

  it('matches exactly the category ids', () => {
    for (const id of categoryFilterIds) expect(matcher.exec(id)?.groups?.category).toBe(id);
    for (const value of ['all', '', 'graphics-x', 'xgraphics', 'Graphics', 'graphics|product']) {
      expect(matcher.test(value), value).toBe(false);
    }
  });
});
