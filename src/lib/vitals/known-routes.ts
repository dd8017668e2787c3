/**
 * Every path a page view can be reported from, with its route template (./routes.ts): the pages
 * the site prerenders in each language (the sitemap's list, src/lib/seo/routes.ts, with the pages
 * kept out of it), and the pages made per request. Read from the content once, on first use.
 * Server only.
 */
import 'server-only';
import { localePath } from '@/content/locales';
import { getLatestPosts } from '@/lib/blog/posts';
import { blogPagePath, pagedParams } from '@/lib/blog/paging';
import { BOOK_PAGE, BOOKED_PAGE, CONFIRM_PAGE } from '@/lib/booking/pages/paths';
import { categoryFilterIds, PORTFOLIO_PATH } from '@/lib/portfolio/filter';
import { siteRoutes, translatedRoutes } from '@/lib/seo/routes';
import { routeTemplates, type RouteTemplates } from './routes';

/** Pages made per request, or kept out of the sitemap, in English and in Urdu. */
const OTHER_PAGES = [
  '/contact-us/confirm',
  '/contact-us/retry',
  BOOK_PAGE,
  BOOKED_PAGE,
  CONFIRM_PAGE,
] as const;
/** Search has no Urdu page. */
const ENGLISH_ONLY = ['/search'] as const;

export function knownPaths(): string[] {
  const blogPages = pagedParams(getLatestPosts(Infinity).length).map(({ page }) =>
    blogPagePath(Number(page)),
  );
  return [
    ...siteRoutes.map((route) => route.path),
    ...translatedRoutes.map((route) => route.path),
    ...blogPages,
    // `/portfolio?category=…` is rewritten to these, so the browser's path is usually /portfolio.
    ...categoryFilterIds.map((category) => `${PORTFOLIO_PATH}/category/${category}`),
    ...ENGLISH_ONLY,
    ...OTHER_PAGES.flatMap((path) => [path, localePath('ur', path)]),
  ];
}

let cached: RouteTemplates | undefined;

/** The site's paths and their templates, read once. */
export function knownRoutes(): RouteTemplates {
  cached ??= routeTemplates(knownPaths());
  return cached;
}
