/**
 * BOOKING_BUSY_ICS_URL: a calendar's secret iCal address (Google's "secret address in iCal
 * format", Outlook's published calendar). Its events, repeating ones included, are busy times the
 * booking page does not offer, read as a calendar app reads them: a series with its own moved and
 * cancelled instances (by UID). Read off the request path: fetched with a timeout in the
 * background every few minutes (from start-up, and when a request finds the copy old), read up to
 * MAX_CALENDAR_BYTES as it streams in, parsed once and expanded over the booking horizon in slices
 * that leave the server free to answer, within a budget of work; requests only filter the kept
 * spans. When the calendar cannot be read, booking goes on without it (the last good copy is used
 * while it is recent) and the log says so once per failure streak. Server only.
 */
import 'server-only';
import ICAL from 'ical.js';
import type { Interval } from './slots';

export const BUSY_FETCH_TIMEOUT_MS = 3_000;
export const BUSY_CACHE_MS = 5 * 60_000;
/** A copy older than this is not used even when the calendar is down: better no busy times than wrong ones. */
const STALE_AFTER_MS = 60 * 60_000;
/** The largest calendar read; a personal calendar's export is far smaller. */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
/** Occurrences of one repeating event looked at per window, at most. */
const MAX_OCCURRENCES = 1_000;
const MS_PER_DAY = 24 * 60 * 60_000;
/** The busy times are read ahead for the longest booking horizon (60 days) and a day more, and from a day back. */
const READ_AHEAD_MS = 62 * MS_PER_DAY;
const READ_BEHIND_MS = MS_PER_DAY;
/** A request finds no copy yet (the server has just started): it waits this long for the first read. */
export const FIRST_READ_WAIT_MS = 1_500;
/** The longest stretch of reading work between two chances for requests to be answered. */
const SLICE_MS = 20;
/** The most work one read may take: a calendar that needs more is refused (the last good copy stays). */
const READ_BUDGET_MS = 10_000;
/** The repeats moved forward to the window (a day or a week: wall-clock steps that keep the pattern). */
const STEP_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * A calendar's busy events, parsed once: each series with its own moved and cancelled instances
 * (matched by UID, as a calendar app does), and the single events. Free ones are left out here.
 */
export type BusyCalendar = readonly ICAL.Event[];

const isFree = (component: ICAL.Component) =>
  component.getFirstPropertyValue('transp') === 'TRANSPARENT' ||
  component.getFirstPropertyValue('status') === 'CANCELLED';

/**
 * Reads an iCalendar text into its events: the VEVENTs of one UID are one series (the one without
 * RECURRENCE-ID) and its instances that were moved, changed or cancelled (those with one), related
 * to that series alone (ical.js's `exceptions` with `strictExceptions`), never scanned for across
 * the whole calendar. An instance without its series (an invitation to one meeting of another's
 * series) is an event of its own.
 */
export function readCalendar(text: string): BusyCalendar {
  return [...relatedEvents(text)].filter((event) => event !== undefined);
}

/** The VEVENTs parsed at a time: a piece of a few milliseconds. */
const EVENTS_PER_PARSE = 200;
const VEVENT_BLOCK = /^BEGIN:VEVENT\r?\n[\s\S]*?^END:VEVENT\r?$/gim;
const VTIMEZONE_BLOCK = /^BEGIN:VTIMEZONE\r?\n[\s\S]*?^END:VTIMEZONE\r?$/gim;

/**
 * The calendar's VEVENT components, parsed EVENTS_PER_PARSE at a time, each batch as a calendar
 * of its own with the file's time zones (so TZIDs resolve as in the whole file); `undefined`
 * between batches, where the reader may pause. A text that is not a calendar is refused.
 */
function* veventComponents(text: string): Generator<ICAL.Component | undefined> {
  if (!/^\s*BEGIN:VCALENDAR\r?$/im.test(text.slice(0, 200)) || !/^END:VCALENDAR\r?$/im.test(text))
    throw new Error('the text is not an iCalendar file');
  const zones = text.match(VTIMEZONE_BLOCK) ?? [];
  const events = text.match(VEVENT_BLOCK) ?? [];
  for (let first = 0; first < events.length; first += EVENTS_PER_PARSE) {
    const batch = [
      'BEGIN:VCALENDAR',
      ...zones,
      ...events.slice(first, first + EVENTS_PER_PARSE),
      'END:VCALENDAR',
    ];
    yield* new ICAL.Component(ICAL.parse(batch.join('\r\n'))).getAllSubcomponents('vevent');
    yield undefined;
  }
}

/**
 * The events of readCalendar, one at a time, with `undefined` where a reader may pause (so that a
 * large calendar can be read in slices).
 */
function* relatedEvents(text: string): Generator<ICAL.Event | undefined> {
  const byUid = new Map<string, { series: ICAL.Component[]; instances: ICAL.Component[] }>();
  for (const component of veventComponents(text)) {
    if (!component) {
      yield undefined;
      continue;
    }
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    const group = byUid.get(uid) ?? { series: [], instances: [] };
    (component.hasProperty('recurrence-id') ? group.instances : group.series).push(component);
    byUid.set(uid, group);
  }
  for (const [uid, { series, instances }] of byUid) {
    // Without a UID nothing can be related: each event stands alone.
    if (!uid || series.length !== 1) {
      for (const component of [...series, ...instances]) {
        if (isFree(component)) continue;
        const event = new ICAL.Event(component, { exceptions: [] });
        if (event.startDate) yield event;
      }
      continue;
    }
    const [master] = series as [ICAL.Component];
    // A cancelled or free series is free in every instance.
    if (isFree(master)) continue;
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions: instances });
    if (event.startDate) yield event;
    yield undefined;
  }
}

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

/** The body as text, refused as soon as it passes `maxBytes`: a larger one is never held whole. */
export async function readCapped(response: Response, maxBytes = MAX_CALENDAR_BYTES): Promise<string> {
  const tooLarge = () => new Error(`the calendar is larger than ${maxBytes / 1024 / 1024} MB`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/** The last good read: the busy spans from a day before it to READ_AHEAD_MS after it. */
interface Copy {
  url: string;
  at: number;
  from: number;
  to: number;
  spans: Interval[];
}

let copy: Copy | undefined;
let failing = false;
/** The read under way, which every request that finds no copy meanwhile waits for (a while). */
let inFlight: { url: string; done: Promise<void>; startedAt: number } | undefined;
let timer: ReturnType<typeof setInterval> | undefined;

async function fetchCalendar(url: string, fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(BUSY_FETCH_TIMEOUT_MS),
    redirect: 'follow',
    cache: 'no-store',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the calendar answered ${response.status}`);
  }
  return readCapped(response);
}

/** Fetches, parses and expands the calendar; unreadable text fails before it replaces a good copy. */
async function read(url: string, fetchImpl: typeof fetch, now: number): Promise<void> {
  try {
    const text = await fetchCalendar(url, fetchImpl);
    const [from, to] = [now - READ_BEHIND_MS, now + READ_AHEAD_MS];
    const spans = await readBusyInSlices(text, from, to);
    copy = { url, at: now, from, to, spans: spans.sort((a, b) => a.start - b.start) };
    failing = false;
  } catch (error) {
    if (!failing) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[booking] the busy calendar could not be read (${reason}): booking goes on without it`);
    }
    failing = true;
  }
}

/** Starts a read unless one of that calendar is under way; either way, the read under way. */
function startRead(url: string, fetchImpl: typeof fetch, now: number): NonNullable<typeof inFlight> {
  if (inFlight?.url === url) return inFlight;
  const done = read(url, fetchImpl, now).finally(() => {
    if (inFlight?.done === done) inFlight = undefined;
  });
  inFlight = { url, done, startedAt: performance.now() };
  return inFlight;
}

/**
 * Reads the calendar now and every BUSY_CACHE_MS from here on, in the background (the server
 * calls it at start-up when BOOKING_BUSY_ICS_URL is set), so that requests find a fresh copy.
 */
export function startBusyCalendar(url: string, fetchImpl: typeof fetch = fetch): void {
  if (timer) clearInterval(timer);
  void startRead(url, fetchImpl, Date.now());
  timer = setInterval(() => void startRead(url, fetchImpl, Date.now()), BUSY_CACHE_MS);
  timer.unref();
}

/**
 * The linked calendar's busy spans between `from` and `to`; none when no calendar is linked or it
 * cannot be read (never throws). Read off the request path: a request uses the last good copy and,
 * when it is older than BUSY_CACHE_MS, starts a read in the background without waiting for it;
 * only a request that finds no copy at all waits for the first read, until FIRST_READ_WAIT_MS after
 * that read began (later requests wait only what is left of it).
 * A copy older than an hour is not used.
 */
export async function calendarBusy(
  url: string | undefined,
  from: number,
  to: number,
  { fetch: fetchImpl = fetch, now = Date.now() }: { fetch?: typeof fetch; now?: number } = {},
): Promise<Interval[]> {
  if (!url) return [];
  const current = () => (copy?.url === url ? copy : undefined);
  if (!current() || now - current()!.at > BUSY_CACHE_MS) {
    const reading = startRead(url, fetchImpl, now);
    if (!current()) {
      // Until FIRST_READ_WAIT_MS after the read began, however many requests wait for it.
      const left = reading.startedAt + FIRST_READ_WAIT_MS - performance.now();
      let waited: ReturnType<typeof setTimeout> | undefined;
      if (left > 0)
        await Promise.race([
          reading.done,
          new Promise((resolve) => {
            waited = setTimeout(resolve, left);
          }),
        ]);
      clearTimeout(waited);
    }
  }
  const found = current();
  if (!found || now - found.at > STALE_AFTER_MS) return [];
  return found.spans.filter((span) => span.start < to && span.end > from);
}

/** Forgets the kept copy and stops the background reads (tests). */
export function forgetBusyCalendar(): void {
  copy = undefined;
  failing = false;
  inFlight = undefined;
  if (timer) clearInterval(timer);
  timer = undefined;
}
