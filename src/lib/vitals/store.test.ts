import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { routeFigures, siteFigures, weeklyFigures, loadSpeedReport } from './figures';
import { rate, type DeviceClass, type Metric } from './metrics';
import type { VitalRow } from './report';
import { deleteExpiredVitals, insertVitals } from './store';

const TODAY = '2026-11-27';
const NOW = new Date(`${TODAY}T10:00:00.000Z`);

const row = (value: number, change: Partial<VitalRow> = {}): VitalRow => {
  const metric: Metric = change.metric ?? 'LCP';
  return {
    day: TODAY,
    route: '/',
    metric,
    value,
    rating: rate(metric, value),
    device: 'phone',
    connection: '4g',
    ...change,
  };
};

/** The nearest-rank 75th percentile: the value at rank ceil(0.75 · n), ascending. */
const nearestRank = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];

/** A fixed, shuffled sample with repeats: the same on every run. */
function sample(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round((state / 2 ** 31) * 6000) / 2;
  });
}

describeEachEngine('the speed figures', (current) => {
  it('give the exact nearest-rank p75 per route and device, with the visits and the good ones', async () => {
    const { db } = current();
    // 21 values: rank ceil(15.75) = 16 of 100, 200, …, 2100 is 1600.
    const home = Array.from({ length: 21 }, (_, index) => (21 - index) * 100);
    // 40 values: rank 30 exactly.
    const tablet = Array.from({ length: 40 }, (_, index) => index * 10 + 1);
    const desktop = sample(97, 7);
    await insertVitals(db, [
      ...home.map((value) => row(value)),
      ...tablet.map((value) => row(value, { device: 'tablet' })),
      ...desktop.map((value) => row(value, { device: 'desktop', route: '/services/[slug]' })),
      // Another metric and an older day, which the window leaves out.
      row(5, { metric: 'CLS', value: 0.05, rating: 'good' }),
      row(9999, { day: '2026-10-01' }),
    ]);
    const figures = await routeFigures(db, '2026-10-31');
    const lcp = (route: string, device: DeviceClass) =>
      figures.find((f) => f.metric === 'LCP' && f.keys.route === route && f.keys.device === device);
    expect(lcp('/', 'phone')).toMatchObject({ visits: 21, p75: 1600, good: 21 });
    expect(lcp('/', 'tablet')).toMatchObject({ visits: 40, p75: 291 });
    expect(lcp('/services/[slug]', 'desktop')).toMatchObject({
      visits: 97,
      p75: nearestRank(desktop),
      good: desktop.filter((value) => value <= 2500).length,
    });
    expect(figures.find((f) => f.metric === 'CLS')).toMatchObject({ visits: 1, p75: 0.05 });
    expect(figures).toHaveLength(4);

    const site = await siteFigures(db, '2026-10-31');
    expect(site.find((f) => f.metric === 'LCP')).toMatchObject({
      visits: 21 + 40 + 97,
      p75: nearestRank([...home, ...tablet, ...desktop]),
    });
  });

  it('give each week its own p75, a row counting in the week it arrived', async () => {
    const { db } = current();
    const weeks = ['2026-11-16', '2026-11-23'];
    await insertVitals(db, [
      ...[10, 20, 30, 40].map((value) => row(value, { metric: 'INP', day: '2026-11-16' })),
      ...[100, 300, 200].map((value) => row(value, { metric: 'INP', day: '2026-11-22' })),
      ...[700, 600].map((value) => row(value, { metric: 'INP', day: '2026-11-23' })),
      row(1, { metric: 'INP', day: '2026-11-15' }),
    ]);
    const figures = await weeklyFigures(db, weeks);
    expect(
      figures
        .map((f) => [f.keys.week, f.visits, f.p75])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['2026-11-16', 7, nearestRank([10, 20, 30, 40, 100, 300, 200])],
      ['2026-11-23', 2, 700],
    ]);
  });

  it('delete the rows older than 90 days, and keep the 90 days before today', async () => {
    const { db } = current();
    await insertVitals(db, [
      row(1, { day: '2026-08-28' }),
      row(2, { day: '2026-08-29' }),
      row(3, { day: '2026-11-26' }),
      row(4, { day: TODAY }),
    ]);
    expect(await deleteExpiredVitals(db, 90, NOW)).toBe(1);
    const left = await db.selectFrom('web_vitals').select('day').orderBy('day').execute();
    expect(left.map((r) => r.day)).toEqual(['2026-08-29', '2026-11-26', TODAY]);
    // By the database's own clock, today's rows stay.
    await deleteExpiredVitals(db);
    expect(await db.selectFrom('web_vitals').select('day').where('day', '=', TODAY).execute()).toHaveLength(
      1,
    );
  });

  it('show a figure from 20 visits on, and only the count below', async () => {
    const { db } = current();
    await insertVitals(db, [
      ...Array.from({ length: 20 }, (_, index) => row(1000 + index)),
      ...Array.from({ length: 19 }, (_, index) => row(100 + index, { route: '/pricing' })),
    ]);
    const report = await loadSpeedReport(db, NOW);
    expect(report.since).toBe('2026-10-31');
    expect(report.routes.map((r) => [r.route, r.visits])).toEqual([
      ['/', 20],
      ['/pricing', 19],
    ]);
    expect(report.routes[0]!.devices[0]!.cells.LCP).toEqual({
      shown: true,
      visits: 20,
      p75: 1014,
      rating: 'good',
      goodShare: 1,
    });
    expect(report.routes[1]!.devices[0]!.cells.LCP).toEqual({ shown: false, visits: 19 });
    expect(report.routes[0]!.devices[0]!.cells.INP).toEqual({ shown: false, visits: 0 });
    expect(report.site.LCP).toMatchObject({ shown: true, visits: 39 });
    const thisWeek = report.trend.LCP.at(-1)!;
    expect(thisWeek).toMatchObject({ week: '2026-11-23', cell: { shown: true, visits: 39 } });
  });
});
