/**
 * "What earns": leads and won leads per week for the last WEEKS weeks, by source. Weeks start on
 * Monday in Pakistan time. The sources with the most leads keep their own series; the rest are
 * summed as "Other".
 */
import type { LeadStatus } from '@/lib/db/schema';
import { addDays, wallTimeToInstant, WEEKDAYS, weekdayOf, zonedDate } from '@/lib/time/zone';

export const WEEKS = 12;
/** Sources drawn in their own colour; more would not be told apart. */
export const TOP_SOURCES = 5;
export const OTHER_SOURCE = 'Other';
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface Week {
  /** Monday, YYYY-MM-DD. */
  start: string;
  /** Leads per source (top sources and Other). */
  leads: Record<string, number>;
  won: Record<string, number>;
  total: number;
  totalWon: number;
}

export interface WeeklyFigures {
  weeks: Week[];
  sources: string[];
  /** Leads and won leads per source over all the weeks. */
  bySource: { source: string; leads: number; won: number }[];
}

/** The Monday (Pakistan time) the week of `now` began, as a UTC instant. */
export function weekStart(now: Date): Date {
  const today = zonedDate(now.getTime());
  const daysSinceMonday = WEEKDAYS.indexOf(weekdayOf(today));
  return new Date(wallTimeToInstant(addDays(today, -daysSinceMonday), 0));
}

/** The first instant counted: the Monday WEEKS - 1 weeks before this week's. */
export function firstWeekStart(now: Date): Date {
  return new Date(weekStart(now).getTime() - (WEEKS - 1) * WEEK_MS);
}

const day = (instant: Date) => zonedDate(instant.getTime());

export function weeklyFigures(
  leads: readonly { receivedAt: string; source: string; status: LeadStatus }[],
  now: Date,
): WeeklyFigures {
  const first = firstWeekStart(now).getTime();
  const totals = new Map<string, { leads: number; won: number }>();
  const counted = leads.filter((lead) => {
    const at = Date.parse(lead.receivedAt);
    return at >= first && at < first + WEEKS * WEEK_MS;
  });
  for (const lead of counted) {
    const entry = totals.get(lead.source) ?? { leads: 0, won: 0 };
    entry.leads += 1;
    if (lead.status === 'won') entry.won += 1;
    totals.set(lead.source, entry);
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1].leads - a[1].leads || a[0].localeCompare(b[0]));
  const top = ranked.slice(0, TOP_SOURCES).map(([source]) => source);
  const sources = ranked.length > TOP_SOURCES ? [...top, OTHER_SOURCE] : top;
  const seriesOf = (source: string) => (top.includes(source) ? source : OTHER_SOURCE);
  const weeks: Week[] = Array.from({ length: WEEKS }, (_, index) => ({
    start: day(new Date(first + index * WEEK_MS)),
    leads: Object.fromEntries(sources.map((source) => [source, 0])),
    won: Object.fromEntries(sources.map((source) => [source, 0])),
    total: 0,
    totalWon: 0,
  }));
  for (const lead of counted) {
    const week = weeks[Math.floor((Date.parse(lead.receivedAt) - first) / WEEK_MS)];
    if (!week) continue;
    const series = seriesOf(lead.source);
    week.leads[series] = (week.leads[series] ?? 0) + 1;
    week.total += 1;
    if (lead.status === 'won') {
      week.won[series] = (week.won[series] ?? 0) + 1;
      week.totalWon += 1;
    }
  }
  const bySource = sources.map((source) => ({
    source,
    leads: weeks.reduce((sum, week) => sum + (week.leads[source] ?? 0), 0),
    won: weeks.reduce((sum, week) => sum + (week.won[source] ?? 0), 0),
  }));
  return { weeks, sources, bySource };
}
