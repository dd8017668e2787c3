// Relative imports: next.config.ts loads this module (through ./rewrites) without the `@/` alias.
// The constants alone: the model would bring zod into the browser with the portfolio filter.
import { portfolioFilterIds } from '../../content/schema/constants';
import type { PortfolioFilter, PortfolioFilterId } from '../../content/types';
import { countCopy, type CountCopy } from '../i18n/copy';

/** The query parameter that holds the chosen filter, e.g. `/portfolio?category=mobile-apps`. */
export const CATEGORY_PARAM = 'category';

/** Path of the portfolio page. */
export const PORTFOLIO_PATH = '/portfolio';

/** Every filter except Show All: the categories with a prerendered page of their own. */
export const categoryFilterIds: readonly Exclude<PortfolioFilterId, 'all'>[] = portfolioFilterIds.filter(
  (id): id is Exclude<PortfolioFilterId, 'all'> => id !== 'all',
);

export function isPortfolioFilterId(value: unknown): value is PortfolioFilterId {
  return typeof value === 'string' && (portfolioFilterIds as readonly string[]).includes(value);
}

/**
 * The filter a query string asks for (`?category=mobile-apps`, with or without the `?`).
 * Missing, repeated-but-empty or unknown values mean Show All, as on the server.
 */
export function filterFromSearch(search: string): PortfolioFilterId {
  const value = new URLSearchParams(search).get(CATEGORY_PARAM);
  return isPortfolioFilterId(value) ? value : 'all';
}

/**
 * The filter a page address shows: the query on `/portfolio`, or the category in the path of the
 * prerendered `/portfolio/category/<id>` pages (reachable directly, though nothing links there).
 */
export function filterFromUrl(pathname: string, search: string): PortfolioFilterId {
  const prefix = `${PORTFOLIO_PATH}/category/`;
  if (pathname.startsWith(prefix)) {
    const id = pathname.slice(prefix.length).replace(/\/$/, '');
    return isPortfolioFilterId(id) && id !== 'all' ? id : 'all';
  }
  return filterFromSearch(search);
}

/** The shareable address of a filter; Show All is the plain page. */
export function filterHref(filter: PortfolioFilterId): string {
  return filter === 'all' ? PORTFOLIO_PATH : `${PORTFOLIO_PATH}?${CATEGORY_PARAM}=${filter}`;
}

/** Whether an item in the given filter group is shown under the active filter. */
export function matchesFilter(active: PortfolioFilterId, itemFilter: PortfolioFilter): boolean {
  return active === 'all' || active === itemFilter;
}

/** The polite announcement after the gallery changes, e.g. 'Showing 6 projects'. */
export function resultSummary(count: number, results: CountCopy): string {
  return countCopy(count, results);
}
