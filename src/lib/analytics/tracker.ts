/**
 * The tracker itself, loaded only through lib/analytics/index.ts and only when analytics are on; loading
 * it starts it. Plausible's tracker counts this pageview and each client-side navigation (it
 * follows `history.pushState`), posting to this site's /api/event. One click listener counts the
 * elements that carry `data-analytics-*` attributes, and the 404 section is counted whenever it
 * appears. The tracker sets no cookie and writes no storage (it only reads localStorage's
 * `plausible_ignore`, Plausible's opt-out for the site's own staff).
 */
import { init, track, type CustomProperties } from '@plausible-analytics/tracker';
import { countedUrl, EVENT_PATH, NOT_FOUND_ATTRIBUTE } from './wire';

export { track };

/** `auxclick` also fires for the right button; the middle one (1) opens a link in a new tab. */
const LAST_COUNTED_BUTTON = 1;

function countClick(event: MouseEvent): void {
  const element = (event.target as Element).closest?.<HTMLElement>('[data-analytics-event]');
  if (!element || event.button > LAST_COUNTED_BUTTON) return;
  const { analyticsEvent = '', analyticsProps = '{}' } = element.dataset;
  track(analyticsEvent, { props: JSON.parse(analyticsProps) as CustomProperties });
}

/** The 404 section on screen when last looked: each time one appears it is counted once. */
let notFound: Element | null = null;

function countNotFound(): void {
  const shown = document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`);
  if (shown === notFound) return;
  notFound = shown;
  if (shown) track('404', { props: { path: location.pathname } });
}

init({
  domain: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN ?? '',
  endpoint: EVENT_PATH,
  transformRequest: (payload) => ({ ...payload, u: countedUrl(payload.u) }),
});
// Capture: a link's own handler (next/link's) cannot keep the click from being counted.
document.addEventListener('click', countClick, true);
document.addEventListener('auxclick', countClick, true);
// A first load shows the 404 page at once; a client-side navigation inserts it later.
countNotFound();
new MutationObserver(countNotFound).observe(document.body, { childList: true, subtree: true });
