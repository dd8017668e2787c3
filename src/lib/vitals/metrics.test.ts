import { describe, expect, it } from 'vitest';
import { deviceClass, rate, THRESHOLDS } from './metrics';

describe('deviceClass', () => {
  it('is a phone under 768 px, a tablet from 768 px, a desktop from 1024 px', () => {
    expect(deviceClass(320)).toBe('phone');
    expect(deviceClass(767)).toBe('phone');
    expect(deviceClass(768)).toBe('tablet');
    expect(deviceClass(1023)).toBe('tablet');
    expect(deviceClass(1024)).toBe('desktop');
    expect(deviceClass(2560)).toBe('desktop');
  });
});

describe('rate', () => {
  it("follows Google's thresholds: good up to and at the first, poor only above the second", () => {
    const rated = [
      ['LCP', 2500, 'good'],
      ['LCP', 2501, 'needs-improvement'],
      ['LCP', 4000, 'needs-improvement'],
      ['LCP', 4001, 'poor'],
      ['INP', 200, 'good'],
      ['INP', 500.5, 'poor'],
      ['CLS', 0.1, 'good'],
      ['CLS', 0.25, 'needs-improvement'],
      ['CLS', 0.26, 'poor'],
      ['FCP', 1800, 'good'],
      ['TTFB', 1801, 'poor'],
    ] as const;
    for (const [metric, value, rating] of rated) expect(rate(metric, value)).toBe(rating);
  });

  it('uses the thresholds web.dev publishes', () => {
    expect(THRESHOLDS).toEqual({
      LCP: { good: 2500, poor: 4000 },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25 },
      FCP: { good: 1800, poor: 3000 },
      TTFB: { good: 800, poor: 1800 },
    });
  });
});
