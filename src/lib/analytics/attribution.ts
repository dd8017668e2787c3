/**
 * Lead attribution: where a visit that ends in a message began. On the first page of a visit the
 * browser notes the campaign tags in its address (utm_source, utm_medium, utm_campaign), the page's
 * path and the host of the site that linked to it, in sessionStorage (no cookie; gone when the tab
 * closes). The forms send the note with every message, as hidden fields; nothing else reads it.
 * Loaded on every page before hydration (src/instrumentation-client.ts), so it stays small.
 */

/**
 * Each field's limit, which the server's schema enforces too. Campaign tags are short names in
 * practice; a path is kept whole up to 300 characters; a host name has at most 253 (DNS).
 */
export const ATTRIBUTION_LIMITS = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 150,
  landing_page: 300,
  referrer_host: 253,
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_LIMITS;
export type Attribution = Partial<Record<AttributionField, string>>;

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LIMITS) as AttributionField[];

/** sessionStorage key of the visit's first touch. */
export const ATTRIBUTION_KEY = 'ravi-digital:attribution';

/**
 * The first touch as a page load sees it: the tags in `href`, its path (never its query, which
 * may hold what someone typed) and the referrer's host when it is another site. Only fields with
 * a value, each cut to its limit in UTF-16 units (as the schema counts) without splitting a
 * surrogate pair, so a long tag can never make a send fail.
 */
export function firstTouch(href: string, referrer: string): Attribution {
  const url = new URL(href);
  let referrerHost = '';
  try {
    referrerHost = new URL(referrer).host;
  } catch {
    // No referrer: typed in, bookmarked, or withheld by the other site's policy.
  }
  const values: Attribution = {
    utm_source: url.searchParams.get('utm_source') ?? '',
    utm_medium: url.searchParams.get('utm_medium') ?? '',
    utm_campaign: url.searchParams.get('utm_campaign') ?? '',
    landing_page: url.pathname,
    referrer_host: referrerHost === url.host ? '' : referrerHost,
  };
  const kept: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = values[field]
      ?.trim()
      .slice(0, ATTRIBUTION_LIMITS[field])
      .replace(/[\uD800-\uDBFF]$/, '');
    if (value) kept[field] = value;
  }
  return kept;
}

/** Notes this page load as the visit's first touch, unless the visit already has one. Browser only. */
export function rememberFirstTouch(): void {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY) === null) {
      sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(firstTouch(location.href, document.referrer)));
    }
  } catch {
    // Storage refused: messages simply come without attribution.
  }
}
