/**
 * Core Web Vitals from the field: what is measured, Google's thresholds, and the few words a
 * report may hold (rating, device class, connection). Pure, shared by the browser's beacon
 * (./beacon.ts) and the server (./report.ts, the Speed page), so both sides agree on every name.
 */

/** Where the beacon posts (src/app/api/vitals/route.ts). */
export const VITALS_ENDPOINT = '/api/vitals';

/** Raw reports are deleted this many days after the day they arrived (./store.ts). */
export const VITALS_RETENTION_DAYS = 90;

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** The Core Web Vitals proper, which the Speed page shows per route. */
export const CORE_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly Metric[];

export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICES)[number];

/** `navigator.connection.effectiveType`'s values (Network Information API). */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals, and web-vitals' own `*Thresholds`): a value up to
 * `good` is good, above `poor` is poor, between needs improvement. Milliseconds, CLS unitless.
 */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

const MAX_MS = 60_000;
/**
 * The largest value a report may carry: past these it is a broken clock or a made-up report, not
 * a visit (a page that takes a minute to paint has been left long before).
 */
export const MAX_VALUE: Record<Metric, number> = {
  LCP: MAX_MS,
  INP: MAX_MS,
  CLS: 10,
  FCP: MAX_MS,
  TTFB: MAX_MS,
};

/** The rating of `value`, by the same rule as web-vitals (`value > poor`, else `value > good`). */
export function rate(metric: Metric, value: number): Rating {
  const { good, poor } = THRESHOLDS[metric];
  if (value > poor) return 'poor';
  return value > good ? 'needs-improvement' : 'good';
}

/** Viewport widths where a tablet, then a desktop, begins (Tailwind's `md` and `lg`). */
export const TABLET_MIN_PX = 768;
export const DESKTOP_MIN_PX = 1024;

/** The device class of a viewport `width` px wide: phone < 768 ≤ tablet < 1024 ≤ desktop. */
export function deviceClass(width: number): DeviceClass {
  if (width >= DESKTOP_MIN_PX) return 'desktop';
  return width >= TABLET_MIN_PX ? 'tablet' : 'phone';
}

/** What the beacon posts for one page view: its path, and each metric it measured once. */
export interface Beacon {
  /** `location.pathname` of the page view; the server maps it to its route template. */
  path: string;
  device: DeviceClass;
  /** The connection's effective type, when the browser tells it (the server keeps CONNECTIONS only). */
  connection?: string;
  metrics: { name: Metric; value: number; rating: Rating }[];
}
