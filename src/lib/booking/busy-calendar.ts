/**
 * BOOKING_BUSY_ICS_URL: a calendar's secret iCal address (Google's "secret address in iCal
 * format", Outlook's published calendar). Its events, repeating ones included, are busy times the
 * booking page does not offer. Fetched with a timeout and kept for a few minutes; when the
 * calendar cannot be read, booking goes on without it (the last good copy is used while it is
 * recent) and the log says so once per failure streak. Server only.
 */
import 'server-only';
import ICAL from 'ical.js';
import type { Interval } from './slots';

export const BUSY_FETCH_TIMEOUT_MS = 3_000;
export const BUSY_CACHE_MS = 5 * 60_000;
/** A copy older than this is not used even when the calendar is down: better no busy times than wrong ones. */
const STALE_AFTER_MS = 60 * 60_000;
/** The largest calendar read; a personal calendar's export is far smaller. */
const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
/** Occurrences of one repeating event looked at, at most. */
const MAX_OCCURRENCES = 1_000;

/** The busy spans of an iCalendar text that fall between `from` and `to`. */
export function busySpans(text: string, from: number, to: number): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const spans: Interval[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.getFirstPropertyValue('transp') === 'TRANSPARENT') continue;
    if (component.getFirstPropertyValue('status') === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      const span = { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() };
      if (span.start < to && span.end > from) spans.push(span);
      continue;
    }
    const iterator = event.iterator();
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
      if (span.end > from) spans.push(span);
    }
  }
  return spans;
}

interface Cached {
  url: string;
  text: string;
  at: number;
}

let cached: Cached | undefined;
let failing = false;

async function fetchCalendar(url: string, fetchImpl: typeof fetch): Promise<string> {
  const response = await fetchImpl(url, {
    signal: AbortSignal.timeout(BUSY_FETCH_TIMEOUT_MS),
    redirect: 'follow',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`the calendar answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_CALENDAR_BYTES) throw new Error('the calendar is larger than 5 MB');
  return text;
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
    try {
      const text = await fetchCalendar(url, fetchImpl);
      busySpans(text, from, to); // unreadable text fails here, before it replaces a good copy
      cached = { url, text, at: now };
      failing = false;
    } catch (error) {
      if (!failing) {
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(`[booking] the busy calendar could not be read (${reason}): booking goes on without it`);
      }
      failing = true;
      if (!cached || cached.url !== url || now - cached.at > STALE_AFTER_MS) return [];
    }
  }
  try {
    return busySpans(cached!.text, from, to);
  } catch {
    return [];
  }
}

/** Forgets the kept copy (tests). */
export function forgetBusyCalendar(): void {
  cached = undefined;
  failing = false;
}
