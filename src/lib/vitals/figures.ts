/**
 * The Speed page's figures, read from the raw rows (./store.ts) in SQL: for each group (a metric
 * with its route and device, or its week, or the whole site) the number of visits, the share
 * rated good, and the exact 75th percentile by the nearest-rank method — the value at rank
 * ceil(0.75 · n) in ascending order. Window functions rank each group's values
 * (`row_number() over (partition by … order by value)`, with the group's size from
 * `count(*) over (…)`), and the p75 is the smallest value whose rank r has r ≥ 0.75 · n, written
 * in integers as `4r ≥ 3n`, which for a whole r is exactly r ≥ ceil(0.75 · n). The same SQL runs
 * on SQLite (3.25 and later) and PostgreSQL, and no row leaves the database: only one line per
 * group does, so the page's read is bounded by the number of routes × devices × metrics × weeks,
 * not by the number of visits. Server only.
 */
import 'server-only';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { CORE_METRICS, METRICS, type Metric } from './metrics';
import { speedReport, speedWindows, type SpeedReport } from './speed-report';

/** One group's figures, as the database gives them. */
export interface GroupFigure {
  metric: Metric;
  /** The group's other keys: route and device, or week. */
  keys: Record<string, string>;
  visits: number;
  p75: number;
  /** How many of the visits were rated good. */
  good: number;
}

interface Group {
  name: string;
  expression: RawBuilder<unknown>;
}

interface Row {
  metric: Metric;
  visits: number | string;
  p75: number | string;
  good: number | string;
  [key: string]: unknown;
}

/** The figures per metric and `groups` over the rows from `since` (a UTC date) on. */
async function grouped(
  db: Kysely<Database>,
  since: string,
  metrics: readonly Metric[],
  groups: readonly Group[],
): Promise<GroupFigure[]> {
  const metric = sql.ref('metric');
  const partition = sql.join([metric, ...groups.map((group) => group.expression)]);
  const inner = sql.join([
    metric,
    ...groups.map((group) => sql`${group.expression} as ${sql.ref(group.name)}`),
  ]);
  const outer = sql.join([metric, ...groups.map((group) => sql.ref(group.name))]);
  const { rows } = await sql<Row>`
    select ${outer},
      count(*) as visits,
      min(case when nth * 4 >= total * 3 then value end) as p75,
      sum(case when rating = 'good' then 1 else 0 end) as good
    from (
      select ${inner}, value, rating,
        row_number() over (partition by ${partition} order by value) as nth,
        count(*) over (partition by ${partition}) as total
      from web_vitals
      where day >= ${since} and metric in (${sql.join([...metrics])})
    ) ranked
    group by ${outer}`.execute(db);
  return rows.map((row) => ({
    metric: row.metric,
    keys: Object.fromEntries(groups.map((group) => [group.name, String(row[group.name])])),
    visits: Number(row.visits),
    p75: Number(row.p75),
    good: Number(row.good),
  }));
}

/** Each metric over the whole site since `since`. */
export function siteFigures(db: Kysely<Database>, since: string): Promise<GroupFigure[]> {
  return grouped(db, since, METRICS, []);
}

/** LCP, INP and CLS per route template and device class since `since`. */
export function routeFigures(db: Kysely<Database>, since: string): Promise<GroupFigure[]> {
  return grouped(db, since, CORE_METRICS, [
    { name: 'route', expression: sql.ref('route') },
    { name: 'device', expression: sql.ref('device') },
  ]);
}

/**
 * Each metric per week: `weeks` are the weeks' first days (UTC dates, oldest first), and a row
 * counts in the last week that began on or before its day.
 */
export function weeklyFigures(db: Kysely<Database>, weeks: readonly string[]): Promise<GroupFigure[]> {
  const [first] = weeks;
  if (first === undefined) return Promise.resolve([]);
  const newestFirst = [...weeks].reverse().map((week) => sql`when day >= ${week} then ${week}`);
  const week = sql`case ${sql.join(newestFirst, sql` `)} end`;
  return grouped(db, first, METRICS, [{ name: 'week', expression: week }]);
}

/** The Speed page's report for `now`: the three reads above, put together (./speed-report.ts). */
export async function loadSpeedReport(db: Kysely<Database>, now = new Date()): Promise<SpeedReport> {
  const windows = speedWindows(now);
  const [site, routes, weeks] = await Promise.all([
    siteFigures(db, windows.since),
    routeFigures(db, windows.since),
    weeklyFigures(db, windows.weeks),
  ]);
  return speedReport(windows, { site, routes, weeks });
}
