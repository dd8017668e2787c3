/**
 * BOOKING_BUSY_ICS_URL: a calendar's secret iCal address (Google's "secret address in iCal
 * format", Outlook's published calendar). Its events, repeating ones included, are busy times the
 * booking page does not offer. Fetched with a timeout, read up to MAX_CALENDAR_BYTES as it streams
 * in, parsed once per fetch and kept for a few minutes; page views meanwhile only expand the kept
 * events over their window, and those that arrive while a fetch is under way wait for that one
 * fetch. When the calendar cannot be read, booking goes on without it (the last good copy is used
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
/** The repeats moved forward to the window (a day or a week: wall-clock steps that keep the pattern). */
const STEP_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/** A calendar's busy events, parsed once: free and cancelled ones are left out here. */
export type BusyCalendar = readonly ICAL.Event[];

export function readCalendar(text: string): BusyCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').flatMap((component) => {
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') return [];
    if (component.getFirstPropertyValue('status') === 'CANCELLED') return [];
    const event = new ICAL.Event(component);
    return event.startDate ? [event] : [];
  });
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

/** The busy spans of parsed events that fall between `from` and `to`. */
export function expandBusy(calendar: BusyCalendar, from: number, to: number): Interval[] {
  const spans: Interval[] = [];
  const within = (span: Interval) => span.start < to && span.end > from;
  for (const event of calendar) {
    if (!event.isRecurring()) {
      const span = { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() };
      if (within(span)) spans.push(span);
      continue;
    }
    const iterator = event.iterator(expansionStart(event, from));
    for (
      let count = 0, next = iterator.next();
      next && count < MAX_OCCURRENCES;
      count += 1, next = iterator.next()
    ) {
      const details = event.getOccurrenceDetails(next);
      const span = {
        start: details.startDate.toJSDate().getTime(),
        end: details.endDate.toJSDate().getTime(),
      };
      if (span.start >= to) break;
      if (within(span)) spans.push(span);
    }
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

interface Cached {
  url: string;
  calendar: BusyCalendar;
  at: number;
}

let cached: Cached | undefined;
let failing = false;
/** The fetch under way, which every page view that needs the calendar meanwhile waits for. */
let inFlight: { url: string; done: Promise<void> } | undefined;

async function fetchCalendar(url: string, fetchImpl: typeof fetch): Promise<BusyCalendar> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(BUSY_FETCH_TIMEOUT_MS),
    redirect: 'follow',
    cache: 'no-store',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the calendar answered ${response.status}`);
  }
  // Unreadable text fails here, before it replaces a good copy.
  return readCalendar(await readCapped(response));
}

async function refresh(url: string, fetchImpl: typeof fetch, now: number): Promise<void> {
  try {
    cached = { url, calendar: await fetchCalendar(url, fetchImpl), at: now };
    failing = false;
  } catch (error) {
    if (!failing) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[booking] the busy calendar could not be read (${reason}): booking goes on without it`);
    }
    failing = true;
  }
}

/**
 * The linked calendar's busy spans between `from` and `to`; none when no calendar is linked or it
 * cannot be read (never throws).
 */
export async function calendarBusy(
  url: string | undefined,
  from: number,
  to: number,
  { fetch: fetchImpl = fetch, now = Date.now() }: { fetch?: typeof fetch; now?: number } = {},
): Promise<Interval[]> {
  if (!url) return [];
  if (!cached || cached.url !== url || now - cached.at > BUSY_CACHE_MS) {
    let pending = inFlight?.url === url ? inFlight.done : undefined;
    if (!pending) {
      const done = refresh(url, fetchImpl, now).finally(() => {
        if (inFlight?.done === done) inFlight = undefined;
      });
      inFlight = { url, done };
      pending = done;
    }
    await pending;
    if (!cached || cached.url !== url || now - cached.at > STALE_AFTER_MS) return [];
  }
  try {
    return expandBusy(cached.calendar, from, to);
  } catch {
    return [];
  }
}

/** Forgets the kept copy (tests). */
export function forgetBusyCalendar(): void {
  cached = undefined;
  failing = false;
  inFlight = undefined;
}
