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
import { readBusyInSlices } from './calendar-expand';
import type { Interval } from './slots';

export { readCalendar, type BusyCalendar } from './calendar-events';
export { busySpans, expandBusy, expandBusyInSlices, readBusyInSlices } from './calendar-expand';

export const BUSY_FETCH_TIMEOUT_MS = 3_000;
export const BUSY_CACHE_MS = 5 * 60_000;
/** A copy older than this is not used even when the calendar is down: better no busy times than wrong ones. */
const STALE_AFTER_MS = 60 * 60_000;
/** The largest calendar read; a personal calendar's export is far smaller. */
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
const MS_PER_DAY = 24 * 60 * 60_000;
/** The busy times are read ahead for the longest booking horizon (60 days) and a day more, and from a day back. */
const READ_AHEAD_MS = 62 * MS_PER_DAY;
const READ_BEHIND_MS = MS_PER_DAY;
/** A request finds no copy yet (the server has just started): it waits this long for the first read. */
export const FIRST_READ_WAIT_MS = 1_500;

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
