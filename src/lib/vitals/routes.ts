/**
 * The route template a page view is counted under: the page's path with its slug named, not
 * spelled (`/services/web-development` → `/services/[slug]`, `/ur/services/seo` →
 * `/ur/services/[slug]`), so the Speed page groups every post, service and case study of a kind
 * and no visitor's address is kept. Only paths the site builds are counted: the server
 * (./known-routes.ts) lists them, and a path not in that list is refused. Pure.
 */
import { localePath, splitLocalePath } from '@/content/locales';

/** Longer than any path the site has; a longer one is refused before it is looked up. */
export const MAX_PATH_LENGTH = 200;

/** The site's dynamic routes (src/app), by the English path they match, most specific first. */
const DYNAMIC_ROUTES: readonly { pattern: RegExp; template: string }[] = [
  { pattern: /^\/services\/[^/]+$/, template: '/services/[slug]' },
  { pattern: /^\/portfolio\/category\/[^/]+$/, template: '/portfolio/category/[category]' },
  { pattern: /^\/portfolio\/[^/]+$/, template: '/portfolio/[slug]' },
  { pattern: /^\/blog\/page\/[^/]+$/, template: '/blog/page/[page]' },
  { pattern: /^\/blog\/[^/]+$/, template: '/blog/[slug]' },
];

/** The template of a page's path, in its language: `/ur/services/seo` → `/ur/services/[slug]`. */
export function templateOf(path: string): string {
  const { locale, path: english } = splitLocalePath(path);
  const dynamic = DYNAMIC_ROUTES.find(({ pattern }) => pattern.test(english));
  return localePath(locale, dynamic?.template ?? english);
}

/** Each known path with its template. */
export type RouteTemplates = ReadonlyMap<string, string>;

export function routeTemplates(paths: Iterable<string>): RouteTemplates {
  return new Map([...paths].map((path) => [path, templateOf(path)]));
}

/**
 * The template of the page view at `path` (`location.pathname`), or undefined when the site has
 * no such page (a 404, a made-up report). A trailing slash is dropped, as the site's redirect does.
 */
export function routeTemplate(path: string, templates: RouteTemplates): string | undefined {
  if (!path.startsWith('/') || path.length > MAX_PATH_LENGTH) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return templates.get(trimmed);
}
