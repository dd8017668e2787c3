/**
 * What the Speed page shows, from the database's figures (./figures.ts): the whole site and each
 * route template by device over the last WINDOW_DAYS days, and each metric week by week over
 * TREND_WEEKS weeks. A figure drawn from fewer than MIN_VISITS visits is not shown, only its count:
 * a p75 of a handful of visits says more about those visitors than about the page. Days and weeks
 * are UTC dates, as the reports keep them; weeks begin on Monday. Pure.
 */
import { CORE_METRICS, DEVICES, METRICS, rate, type DeviceClass, type Metric, type Rating } from './metrics';
import type { GroupFigure } from './figures';
import { utcDay } from './report';

export const WINDOW_DAYS = 28;
export const TREND_WEEKS = 12;
export const MIN_VISITS = 20;
const DAYS_PER_WEEK = 7;
const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A figure, or too few visits to give one. */
export type Cell =
  | { shown: true; visits: number; p75: number; rating: Rating; goodShare: number }
  | { shown: false; visits: number };

export interface RouteRow {
  route: string;
  visits: number;
  devices: { device: DeviceClass; cells: Record<(typeof CORE_METRICS)[number], Cell> }[];
}

export interface SpeedReport {
  /** The first and last day of the window (UTC dates). */
  since: string;
  until: string;
  site: Record<Metric, Cell>;
  routes: RouteRow[];
  trend: Record<Metric, { week: string; cell: Cell }[]>;
}

const daysBefore = (day: Date, days: number) => new Date(day.getTime() - days * MS_PER_DAY);

/** The window's first day and the trend's weeks (their Mondays, oldest first) for `now`. */
export function speedWindows(now: Date): { since: string; until: string; weeks: string[] } {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const monday = daysBefore(today, (today.getUTCDay() + DAYS_PER_WEEK - 1) % DAYS_PER_WEEK);
  const weeks = Array.from({ length: TREND_WEEKS }, (_, index) =>
    utcDay(daysBefore(monday, (TREND_WEEKS - 1 - index) * DAYS_PER_WEEK)),
  );
  return { since: utcDay(daysBefore(today, WINDOW_DAYS - 1)), until: utcDay(today), weeks };
}

/** The cell of one group's figure (none: no visits at all). */
export function cellOf(metric: Metric, figure: GroupFigure | undefined): Cell {
  const visits = figure?.visits ?? 0;
  if (!figure || visits < MIN_VISITS) return { shown: false, visits };
  return {
    shown: true,
    visits,
    p75: figure.p75,
    rating: rate(metric, figure.p75),
    goodShare: figure.good / visits,
  };
}

const byMetric = <T>(make: (metric: Metric) => T) =>
  Object.fromEntries(METRICS.map((metric) => [metric, make(metric)])) as Record<Metric, T>;

export function speedReport(
  windows: ReturnType<typeof speedWindows>,
  figures: { site: GroupFigure[]; routes: GroupFigure[]; weeks: GroupFigure[] },
): SpeedReport {
  const routeNames = [...new Set(figures.routes.map((figure) => figure.keys.route!))];
  const find = (metric: Metric, route: string, device: DeviceClass) =>
    figures.routes.find(
      (figure) => figure.metric === metric && figure.keys.route === route && figure.keys.device === device,
    );
  const routes: RouteRow[] = routeNames.map((route) => {
    // A page view reports LCP (nearly always); its count stands for the route's visits.
    const visits = figures.routes
      .filter((figure) => figure.keys.route === route && figure.metric === 'LCP')
      .reduce((sum, figure) => sum + figure.visits, 0);
    const devices = DEVICES.filter((device) =>
      CORE_METRICS.some((metric) => find(metric, route, device)),
    ).map((device) => ({
      device,
      cells: Object.fromEntries(
        CORE_METRICS.map((metric) => [metric, cellOf(metric, find(metric, route, device))]),
      ) as RouteRow['devices'][number]['cells'],
    }));
    return { route, visits, devices };
  });
  routes.sort((a, b) => b.visits - a.visits || a.route.localeCompare(b.route));
  return {
    since: windows.since,
    until: windows.until,
    site: byMetric((metric) =>
      cellOf(
        metric,
        figures.site.find((figure) => figure.metric === metric),
      ),
    ),
    routes,
    trend: byMetric((metric) =>
      windows.weeks.map((week) => ({
        week,
        cell: cellOf(
          metric,
          figures.weeks.find((figure) => figure.metric === metric && figure.keys.week === week),
        ),
      })),
    ),
  };
}
