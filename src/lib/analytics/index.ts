/**
 * What the site counts, and the one way to count it. Cookieless Plausible Analytics is on only
 * when NEXT_PUBLIC_PLAUSIBLE_DOMAIN was set at build time: then the tracker
 * (@plausible-analytics/tracker, bundled, posting to this site's own /api/event) loads with the
 * page and `track` sends the named conversion events. next.config.ts inlines the variable even
 * when it is unset (as ''), so with analytics off every gate below is `if ('')`: the bundler drops
 * the tracker's import and the bodies, and no tracker code reaches a browser.
 *
 * Links and the 404 page are counted without client code of their own: server components render
 * `analyticsAttributes(...)` / `notFoundMarker()` and the tracker's chunk reads them. This module
 * keeps the browser's share small: what only the tracker needs is in analytics-wire.ts.
 */
import { NOT_FOUND_ATTRIBUTE } from './wire';

/** Where a WhatsApp link sits. */
export type WhatsAppPlacement = 'floating' | 'contact' | 'service' | 'case-study' | 'package';
/** Where a phone or e-mail link sits: the menu, the footer, the contact page, the privacy notice. */
export type ContactPlacement = 'menu' | 'footer' | 'contact' | 'privacy';
/** How a contact message went out: the browser through EmailJS or the site's endpoint, or a plain post. */
export type ContactMode = 'emailjs' | 'embedded' | 'no-js';

type NoProps = Record<never, never>;

/**
 * Every event by the name Plausible shows (the README lists the goals to create), with its
 * properties. None carries anything a visitor typed: no name, e-mail, phone number or message.
 */
export interface AnalyticsEvents {
  'Contact Sent': { mode: ContactMode };
  Subscribe: NoProps;
  'WhatsApp Click': { placement: WhatsAppPlacement; service?: string; project?: string; package?: string };
  'Phone Click': { placement: ContactPlacement };
  'Email Click': { placement: ContactPlacement };
  'Profile Download': { service?: string };
  'Case Study CTA': { project: string };
  /** A package's "Choose" link: the service's slug and the package's identifier. */
  'Package Chosen': { service: string; package: string };
  /** A call booked on /book (counted by the server, script or not), with the service it is about. */
  'Call Booked': { service?: string };
  /** A page that does not exist, with the path asked for (sent by the tracker, see notFoundMarker). */
  '404': { path: string };
  /**
   * One metric of a real visitor's page view (counted by the server from the speed beacon,
   * src/lib/vitals, which names their values): the metric (LCP…), its rating (good…), the page's
   * route template and the device class.
   */
  'Web Vitals': { metric: string; rating: string; route: string; device: string };
}

export type AnalyticsEvent = keyof AnalyticsEvents;

/** The events in the order the README lists their goals. */
export const ANALYTICS_EVENTS = [
  'Contact Sent',
  'Subscribe',
  'WhatsApp Click',
  'Phone Click',
  'Email Click',
  'Profile Download',
  'Case Study CTA',
  'Package Chosen',
  'Call Booked',
  '404',
  'Web Vitals',
] as const satisfies readonly AnalyticsEvent[];

/** The event's properties, or no argument at all for an event that has none. */
export type EventArgs<E extends AnalyticsEvent> = keyof AnalyticsEvents[E] extends never
  ? []
  : [props: AnalyticsEvents[E]];

/** The content admin's pages, which its editors visit, not the site's audience. */
const ADMIN_PATH = '/keystatic';

/**
 * Loads the tracker, which counts this pageview and every client-side navigation after it (the
 * admin has its own root layout, so reaching it is a full page load, which this skips).
 */
export function startAnalytics(): void {
  if (process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN && !location.pathname.startsWith(ADMIN_PATH)) {
    void import('./tracker');
  }
}

/** Sends one event, e.g. `track('Contact Sent', { mode: 'embedded' })`. Off: does nothing. */
export function track<E extends AnalyticsEvent>(name: E, ...[props]: EventArgs<E>): void {
  if (process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN) {
    void import('./tracker').then((tracker) => tracker.track(name, { props: props ?? {} }));
  }
}

/** The attributes the tracker's click listener reads (see analytics-tracker.ts). */
export interface AnalyticsAttributes {
  'data-analytics-event'?: string;
  /** The event's properties as JSON. */
  'data-analytics-props'?: string;
}

/**
 * Makes the tracker count a click on the element these are spread on, e.g.
 * `<a {...analyticsAttributes('Phone Click', { placement: 'footer' })}>`. Server side; with
 * analytics off there are none, so pages carry no trace of them.
 */
export function analyticsAttributes<E extends AnalyticsEvent>(
  name: E,
  ...[props]: EventArgs<E>
): AnalyticsAttributes {
  if (!process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN) return {};
  const defined = Object.entries(props ?? {}).filter(([, value]) => value !== undefined && value !== '');
  return {
    'data-analytics-event': name,
    ...(defined.length > 0 ? { 'data-analytics-props': JSON.stringify(Object.fromEntries(defined)) } : {}),
  };
}

/** `{ 'data-analytics-404': '' }` for the real 404 pages' section; nothing with analytics off. */
export function notFoundMarker(): Partial<Record<typeof NOT_FOUND_ATTRIBUTE, string>> {
  return process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN ? { [NOT_FOUND_ATTRIBUTE]: '' } : {};
}
