import { describe, expect, it } from 'vitest';
import type { Beacon } from './metrics';
import { readBeacon } from './report';
import { routeTemplates } from './routes';

const templates = routeTemplates(['/', '/services/web-development', '/ur']);
const DAY = '2026-11-27';

const beacon = (change: Partial<Beacon> = {}): Beacon => ({
  path: '/services/web-development',
  device: 'phone',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2140.5, rating: 'good' },
    { name: 'INP', value: 320, rating: 'needs-improvement' },
    { name: 'CLS', value: 0.31, rating: 'poor' },
    { name: 'FCP', value: 900, rating: 'good' },
    { name: 'TTFB', value: 0, rating: 'good' },
  ],
  ...change,
});

const read = (body: unknown) =>
  readBeacon(typeof body === 'string' ? body : JSON.stringify(body), templates, DAY);
const refusal = (body: unknown) => {
  const result = read(body);
  return result.ok ? 'accepted' : result.reason;
};
const withMetric = (metric: Record<string, unknown>) => ({ ...beacon(), metrics: [metric] });

describe('readBeacon', () => {
  it('keeps one row per metric: the route template, never the path, and the day the server gives', () => {
    const result = read(beacon());
    expect(result).toMatchObject({ ok: true, path: '/services/web-development', route: '/services/[slug]' });
    if (!result.ok) return;
    expect(result.rows).toHaveLength(5);
    expect(result.rows[0]).toEqual({
      day: DAY,
      route: '/services/[slug]',
      metric: 'LCP',
      value: 2140.5,
      rating: 'good',
      device: 'phone',
      connection: '4g',
    });
  });

  it('keeps an unknown or missing connection type as not said', () => {
    const unknown = read(beacon({ connection: '6g' }));
    const missing = read({ ...beacon(), connection: undefined });
    expect(unknown.ok && unknown.rows[0]!.connection).toBeNull();
    expect(missing.ok && missing.rows[0]!.connection).toBeNull();
  });

  it('refuses what is not a beacon', () => {
    expect(refusal('not json')).toBe('malformed');
    expect(refusal('null')).toBe('malformed');
    expect(refusal([beacon()])).toBe('malformed');
    expect(refusal({ ...beacon(), metrics: [] })).toBe('malformed');
    expect(refusal({ ...beacon(), visitor: 'abc' })).toBe('malformed');
    expect(refusal({ ...beacon(), metrics: [...beacon().metrics, beacon().metrics[0]] })).toBe('malformed');
  });

  it('refuses an unknown metric, device or rating', () => {
    expect(refusal(withMetric({ name: 'FID', value: 10, rating: 'good' }))).toBe('malformed');
    expect(refusal({ ...beacon(), device: 'watch' })).toBe('malformed');
    expect(refusal(withMetric({ name: 'LCP', value: 10, rating: 'great' }))).toBe('malformed');
    expect(refusal(withMetric({ name: 'LCP', value: '10', rating: 'good' }))).toBe('malformed');
  });

  it('refuses a page the site does not have', () => {
    expect(refusal(beacon({ path: '/services/made-up' }))).toBe('unknown-route');
    expect(refusal(beacon({ path: '/admin/leads' }))).toBe('unknown-route');
    expect(refusal(beacon({ path: 'https://evil.example/' }))).toBe('unknown-route');
  });

  it('refuses values out of range: negative, timings over 60 s, CLS over 10', () => {
    expect(refusal(withMetric({ name: 'LCP', value: -1, rating: 'good' }))).toBe('out-of-range');
    expect(refusal(withMetric({ name: 'LCP', value: 60_001, rating: 'poor' }))).toBe('out-of-range');
    expect(refusal(withMetric({ name: 'INP', value: 60_001, rating: 'poor' }))).toBe('out-of-range');
    expect(refusal(withMetric({ name: 'FCP', value: 60_001, rating: 'poor' }))).toBe('out-of-range');
    expect(refusal(withMetric({ name: 'TTFB', value: 60_001, rating: 'poor' }))).toBe('out-of-range');
    expect(refusal(withMetric({ name: 'CLS', value: 10.01, rating: 'poor' }))).toBe('out-of-range');
    expect(refusal(withMetric({ name: 'LCP', value: 60_000, rating: 'poor' }))).toBe('accepted');
    expect(refusal(withMetric({ name: 'CLS', value: 10, rating: 'poor' }))).toBe('accepted');
  });

  it('refuses a rating its value does not have, and a metric sent twice', () => {
    expect(refusal(withMetric({ name: 'LCP', value: 5000, rating: 'good' }))).toBe('wrong-rating');
    expect(refusal(withMetric({ name: 'CLS', value: 0.1, rating: 'needs-improvement' }))).toBe(
      'wrong-rating',
    );
    const twice = { ...beacon(), metrics: [beacon().metrics[0], { name: 'LCP', value: 1, rating: 'good' }] };
    expect(refusal(twice)).toBe('repeated-metric');
  });
});
