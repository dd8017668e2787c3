import { describe, expect, it } from 'vitest';
import { cellOf, speedWindows, TREND_WEEKS } from './speed-report';

describe('speedWindows', () => {
  it('covers the last 28 days with today, and 12 weeks starting on Mondays, this one last', () => {
    // A Friday.
    const windows = speedWindows(new Date('2026-11-27T23:30:00.000Z'));
    expect(windows.since).toBe('2026-10-31');
    expect(windows.until).toBe('2026-11-27');
    expect(windows.weeks).toHaveLength(TREND_WEEKS);
    expect(windows.weeks.at(-1)).toBe('2026-11-23');
    expect(windows.weeks[0]).toBe('2026-09-07');
    for (const week of windows.weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('starts the week on the same day when today is a Monday', () => {
    expect(speedWindows(new Date('2026-11-23T00:00:00.000Z')).weeks.at(-1)).toBe('2026-11-23');
  });
});

describe('cellOf', () => {
  const figure = (visits: number) => ({ metric: 'INP' as const, keys: {}, visits, p75: 260, good: 5 });

  it('rates the p75 and gives the share of good visits from 20 visits on', () => {
    expect(cellOf('INP', figure(20))).toEqual({
      shown: true,
      visits: 20,
      p75: 260,
      rating: 'needs-improvement',
      goodShare: 0.25,
    });
  });

  it('holds the figure back below 20 visits, keeping their number', () => {
    expect(cellOf('INP', figure(19))).toEqual({ shown: false, visits: 19 });
    expect(cellOf('INP', undefined)).toEqual({ shown: false, visits: 0 });
  });
});
