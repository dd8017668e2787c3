/** The Speed page's words and numbers: English, as the inbox is written. Pure. */
import { THRESHOLDS, type DeviceClass, type Metric, type Rating } from './metrics';

export const METRIC_NAMES: Record<Metric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const RATING_WORDS: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const DEVICE_NAMES: Record<DeviceClass, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

const WHOLE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const CLS_DIGITS = 2;

/** A metric's value as read: `2,140 ms`, or CLS unitless to two places (`0.05`). */
export function formatValue(metric: Metric, value: number): string {
  return metric === 'CLS' ? value.toFixed(CLS_DIGITS) : `${WHOLE.format(value)} ms`;
}

export const formatCount = (count: number): string => WHOLE.format(count);

export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

const WEEK_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A week's first day (a UTC date, YYYY-MM-DD) as `7 Sep`. */
export const formatWeek = (day: string): string => WEEK_DAY.format(new Date(`${day}T00:00:00.000Z`));

/** Google's thresholds in words: `good ≤ 2,500 ms, poor > 4,000 ms`. */
export function thresholdWords(metric: Metric): { good: string; poor: string } {
  const { good, poor } = THRESHOLDS[metric];
  return { good: `≤ ${formatValue(metric, good)}`, poor: `> ${formatValue(metric, poor)}` };
}
