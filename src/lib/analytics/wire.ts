/**
 * What the browser's tracker and the server agree on, apart from lib/analytics/index.ts so that the
 * tracker's chunk carries it and the first load does not. Pure.
 */

/** The same-origin path the tracker posts to; /api/event passes each event on to Plausible. */
export const EVENT_PATH = '/api/event';

/** Marks the 404 page's section; the tracker counts a `404` each time one appears. */
export const NOT_FOUND_ATTRIBUTE = 'data-analytics-404';

/** The query parameters Plausible reads a visit's source from; every other one is dropped. */
const CAMPAIGN_PARAM = /^(?:utm_\w+|ref|source)$/;

/**
 * A page's address as Plausible gets it: the query keeps only campaign tags, so a search
 * (`/search?q=…`) or a form's values in the address (after a failed send without JavaScript)
 * never leave the site; the fragment goes too.
 */
export function countedUrl(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (!CAMPAIGN_PARAM.test(key)) url.searchParams.delete(key);
  url.hash = '';
  return url.href;
}
