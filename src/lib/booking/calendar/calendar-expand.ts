/**
 * The busy spans of the owner's calendar's events over a window (./calendar-events.ts parses
 * them): repeating events expanded from the window, changed instances where they are now; at once,
 * or in slices of work that leave the server free to answer, within a budget. Server only.
 */
import 'server-only';
import ICAL from 'ical.js';
import { isFree, readCalendar, relatedEvents, type BusyCalendar } from './calendar-events';
import type { Interval } from './slots';

/** Occurrences of one repeating event looked at per window, at most. */
const MAX_OCCURRENCES = 1_000;
const MS_PER_DAY = 24 * 60 * 60_000;
/** The longest stretch of reading work between two chances for requests to be answered. */
const SLICE_MS = 20;
/** The most work one read may take: a calendar that needs more is refused (the last good copy stays). */
const READ_BUDGET_MS = 10_000;
/** The repeats moved forward to the window (a day or a week: wall-clock steps that keep the pattern). */
const STEP_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * Where to start expanding a repeating event for a window from `from`: a daily or weekly rule with
 * no COUNT starts a whole number of its steps after DTSTART, at least one step before the window
 * (so the moved start, which always counts as an occurrence, ends before it), rather than at
 * DTSTART: a daily event begun years ago would otherwise use up MAX_OCCURRENCES before the window.
 * A COUNT (which counts from DTSTART) or another frequency starts at DTSTART.
 */
function expansionStart(event: ICAL.Event, from: number): ICAL.Time {
  const start = event.startDate;
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return start;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const stepDays = STEP_DAYS[rule.freq];
  if (!stepDays || rule.isByCount()) return start;
  const stepMs = stepDays * (rule.interval || 1) * MS_PER_DAY;
  const lengthMs = event.endDate.toJSDate().getTime() - start.toJSDate().getTime();
  const steps = Math.floor((from - lengthMs - start.toJSDate().getTime()) / stepMs) - 1;
  if (steps <= 0) return start;
  const moved = start.clone();
  moved.adjust(steps * stepDays * (rule.interval || 1), 0, 0, 0);
  return moved;
}

/**
 * A series' changed instances by their RECURRENCE-ID (`Time#toString()`): ical.js keeps them in an
 * object so keyed, which its types call an array.
 */
const changedInstances = (event: ICAL.Event) =>
  event.exceptions as unknown as Readonly<Record<string, ICAL.Event | undefined>>;

/** The span of one event or instance. */
const spanOf = (start: ICAL.Time, end: ICAL.Time): Interval => ({
  start: start.toJSDate().getTime(),
  end: end.toJSDate().getTime(),
});

/**
 * Adds to `spans` the busy spans of one parsed event that fall between `from` and `to`. A series'
 * moved instance is busy at its new time and not at its old one; a cancelled or free instance is
 * not busy at all.
 */
function addEventSpans(event: ICAL.Event, from: number, to: number, spans: Interval[]): void {
  const within = (span: Interval) => span.start < to && span.end > from;
  if (!event.isRecurring()) {
    const span = spanOf(event.startDate, event.endDate);
    if (within(span)) spans.push(span);
    return;
  }
  // Each changed instance where it is now, wherever its series' instance was: one moved into
  // the window from outside it counts, one moved out of it does not.
  for (const instance of Object.values(changedInstances(event))) {
    if (!instance) continue;
    if (isFree(instance.component)) continue;
    const span = spanOf(instance.startDate, instance.endDate);
    if (within(span)) spans.push(span);
  }
  const iterator = event.iterator(expansionStart(event, from));
  for (
    let count = 0, next = iterator.next();
    next && count < MAX_OCCURRENCES;
    count += 1, next = iterator.next()
  ) {
    if (next.toJSDate().getTime() >= to) break;
    // A changed instance was counted above, at its own time.
    if (changedInstances(event)[next.toString()]) continue;
    // Details apply a "this and future" change to the instances after it.
    const details = event.getOccurrenceDetails(next);
    const span = spanOf(details.startDate, details.endDate);
    if (span.start >= to) break;
    if (within(span)) spans.push(span);
  }
}

/** The busy spans of parsed events that fall between `from` and `to` (see addEventSpans). */
export function expandBusy(calendar: BusyCalendar, from: number, to: number): Interval[] {
  const spans: Interval[] = [];
  for (const event of calendar) addEventSpans(event, from, to, spans);
  return spans;
}

/**
 * Work done in slices of at most SLICE_MS, with the event loop free between them, so that requests
 * are answered while a large calendar is read; refused past `budgetMs` of work in all.
 */
class Slices {
  private worked = 0;
  private sliceStart = performance.now();

  constructor(private readonly budgetMs: number) {}

  /** After each piece of work: lets the event loop run when the slice is used up. */
  async next(): Promise<void> {
    const slice = performance.now() - this.sliceStart;
    if (slice < SLICE_MS) return;
    this.worked += slice;
    if (this.worked > this.budgetMs)
      throw new Error(`the calendar takes over ${this.budgetMs / 1000} s to read`);
    await new Promise((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }
}

/** expandBusy in slices (see Slices). */
export async function expandBusyInSlices(
  calendar: BusyCalendar,
  from: number,
  to: number,
  budgetMs = READ_BUDGET_MS,
): Promise<Interval[]> {
  const spans: Interval[] = [];
  const slices = new Slices(budgetMs);
  for (const event of calendar) {
    addEventSpans(event, from, to, spans);
    await slices.next();
  }
  return spans;
}

/**
 * readCalendar and expandBusy in slices (see Slices), within one budget.
 */
export async function readBusyInSlices(text: string, from: number, to: number): Promise<Interval[]> {
  const slices = new Slices(READ_BUDGET_MS);
  const events: ICAL.Event[] = [];
  const related = relatedEvents(text);
  await slices.next();
  for (let next = related.next(); !next.done; next = related.next()) {
    if (next.value) events.push(next.value);
    await slices.next();
  }
  const spans: Interval[] = [];
  for (const event of events) {
    addEventSpans(event, from, to, spans);
    await slices.next();
  }
  return spans;
}

/** The busy spans of an iCalendar text that fall between `from` and `to`. */
export const busySpans = (text: string, from: number, to: number): Interval[] =>
  expandBusy(readCalendar(text), from, to);
