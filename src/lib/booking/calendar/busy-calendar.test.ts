/**
 * The linked calendar's busy times: single and repeating events, free and cancelled ones left out,
 * and an outage that never blocks booking.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generatedCalendar } from '@test-support/busy-calendar-file';
import {
  busySpans,
  calendarBusy,
  expandBusyInSlices,
  forgetBusyCalendar,
  readCalendar,
  readCapped,
  BUSY_CACHE_MS,
  FIRST_READ_WAIT_MS,
  MAX_CALENDAR_BYTES,
} from './busy-calendar';

const ics = (events: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', events, 'END:VCALENDAR'].join('\r\n');
const event = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const FROM = Date.parse('2026-11-30T00:00:00Z');
const TO = Date.parse('2026-12-14T00:00:00Z');

const CALENDAR = ics(
  [
    event(['UID:one', 'DTSTART:20261201T060000Z', 'DTEND:20261201T070000Z', 'SUMMARY:Client visit']),
    event(['UID:weekly', 'DTSTART:20261130T050000Z', 'DTEND:20261130T053000Z', 'RRULE:FREQ=WEEKLY;COUNT=10']),
    event(['UID:free', 'DTSTART:20261202T060000Z', 'DTEND:20261202T070000Z', 'TRANSP:TRANSPARENT']),
    event(['UID:off', 'DTSTART:20261203T060000Z', 'DTEND:20261203T070000Z', 'STATUS:CANCELLED']),
    event(['UID:old', 'DTSTART:20251201T060000Z', 'DTEND:20251201T070000Z']),
  ].join('\r\n'),
);

afterEach(() => {
  forgetBusyCalendar();
  vi.restoreAllMocks();
});

describe('busy times', () => {
  it('reads single and repeating events in the window, free and cancelled ones left out', () => {
    const spans = busySpans(CALENDAR, FROM, TO).sort((a, b) => a.start - b.start);
    expect(spans.map((span) => new Date(span.start).toISOString())).toEqual([
      '2026-11-30T05:00:00.000Z',
      '2026-12-01T06:00:00.000Z',
      '2026-12-07T05:00:00.000Z',
    ]);
    expect(spans[1]!.end - spans[1]!.start).toBe(60 * 60_000);
  });

  it('fetches once per few minutes, and keeps the last good copy through an outage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchOk = vi.fn(async () => new Response(CALENDAR));
    const url = 'https://calendar.example/secret.ics';
    expect(await calendarBusy(url, FROM, TO, { fetch: fetchOk, now: FROM })).toHaveLength(3);
    expect(await calendarBusy(url, FROM, TO, { fetch: fetchOk, now: FROM + 1_000 })).toHaveLength(3);
    expect(fetchOk).toHaveBeenCalledTimes(1);
    const down = vi.fn(async () => new Response('down', { status: 503 }));
    expect(await calendarBusy(url, FROM, TO, { fetch: down, now: FROM + BUSY_CACHE_MS + 1 })).toHaveLength(3);
    expect(down).toHaveBeenCalledTimes(1);
  });

  it('offers every time when the calendar cannot be read at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(
      await calendarBusy('https://calendar.example/x.ics', FROM, TO, { fetch: refused, now: FROM }),
    ).toEqual([]);
    const garbage = vi.fn(async () => new Response('not a calendar'));
    expect(
      await calendarBusy('https://calendar.example/y.ics', FROM, TO, { fetch: garbage, now: FROM }),
    ).toEqual([]);
    // Said once per failing streak, not once per page view.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await calendarBusy(undefined, FROM, TO)).toEqual([]);
  });
});

describe('reading the calendar (the review of GET /book)', () => {
  const url = 'https://calendar.example/secret.ics';

  it('is parsed once per fetch, not on every page view', async () => {
    const parse = vi.spyOn(ICAL, 'parse');
    const fetchOk = vi.fn(async () => new Response(CALENDAR));
    for (let view = 0; view < 5; view += 1)
      expect(await calendarBusy(url, FROM, TO, { fetch: fetchOk, now: FROM + view })).toHaveLength(3);
    expect(fetchOk).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('is fetched once for page views that arrive while a fetch is under way (a single flight)', async () => {
    const waiting: ((response: Response) => void)[] = [];
    const slow = vi.fn(() => new Promise<Response>((resolve) => waiting.push(resolve)));
    const views = Array.from({ length: 5 }, () => calendarBusy(url, FROM, TO, { fetch: slow, now: FROM }));
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const answer of waiting) answer(new Response(CALENDAR));
    for (const spans of await Promise.all(views)) expect(spans).toHaveLength(3);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it(`stops reading a body as soon as it passes ${MAX_CALENDAR_BYTES / 1024 / 1024} MB`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const CHUNK_BYTES = 64 * 1024;
    const OFFERED_BYTES = 4 * MAX_CALENDAR_BYTES;
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= OFFERED_BYTES) return controller.close();
        pulled += CHUNK_BYTES;
        controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(0x20));
      },
    });
    const big = vi.fn(async () => new Response(endless));
    expect(await calendarBusy(url, FROM, TO, { fetch: big, now: FROM })).toEqual([]);
    expect(pulled).toBeLessThanOrEqual(MAX_CALENDAR_BYTES + 2 * CHUNK_BYTES);
  });

  it('refuses a body whose Content-Length is over the cap without reading it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = new Response(CALENDAR, {
      headers: { 'content-length': String(MAX_CALENDAR_BYTES + 1) },
    });
    await expect(readCapped(response)).rejects.toThrow(/larger than 5 MB/);
  });

  it('expands a repeating event begun years ago from the window, not from its first day', () => {
    const old = ics(
      [
        event(['UID:daily', 'DTSTART:20180101T040000Z', 'DTEND:20180101T043000Z', 'RRULE:FREQ=DAILY']),
        event([
          'UID:weekly',
          'DTSTART:19900105T090000Z',
          'DTEND:19900105T100000Z',
          'RRULE:FREQ=WEEKLY;INTERVAL=2',
        ]),
        event([
          'UID:until',
          'DTSTART;TZID=Asia/Karachi:20190301T100000',
          'DTEND;TZID=Asia/Karachi:20190301T110000',
          'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20301231T000000Z',
        ]),
      ].join('\r\n'),
    );
    const spans = busySpans(old, FROM, TO);
    const starts = (hour: string) =>
      spans.filter((span) => new Date(span.start).toISOString().endsWith(hour));
    // Every day of the two weeks at 04:00Z.
    expect(starts('T04:00:00.000Z')).toHaveLength(14);
    // Fridays every other week since 1990-01-05: 2026-12-04 is one (1,926 weeks on).
    expect(starts('T09:00:00.000Z').map((span) => new Date(span.start).toISOString())).toEqual([
      '2026-12-04T09:00:00.000Z',
    ]);
    // Mondays and Wednesdays, 10:00 in Karachi without a time zone definition: floating, read as UTC.
    expect(starts('T10:00:00.000Z').length + starts('T05:00:00.000Z').length).toBe(4);
  });
});

describe('series and their changed instances (read as a calendar app reads them)', () => {
  const iso = (ms: number) => new Date(ms).toISOString();
  const weekly = (uid: string) =>
    event([`UID:${uid}`, 'DTSTART:20261201T060000Z', 'DTEND:20261201T070000Z', 'RRULE:FREQ=WEEKLY;COUNT=3']);

  it('keeps two series at the same time apart when one moves an instance', () => {
    const calendar = ics(
      [
        weekly('a'),
        weekly('b'),
        event([
          'UID:a',
          'RECURRENCE-ID:20261208T060000Z',
          'DTSTART:20261209T090000Z',
          'DTEND:20261209T100000Z',
        ]),
      ].join('\r\n'),
    );
    const starts = busySpans(calendar, FROM, TO)
      .map((span) => iso(span.start))
      .sort();
    expect(starts).toEqual([
      '2026-12-01T06:00:00.000Z',
      '2026-12-01T06:00:00.000Z',
      // B still meets on the 8th; A's instance of the 8th is on the 9th, and only there.
      '2026-12-08T06:00:00.000Z',
      '2026-12-09T09:00:00.000Z',
    ]);
  });

  it('frees the time of a cancelled instance, and counts one moved into the window from outside it', () => {
    const calendar = ics(
      [
        weekly('a'),
        event([
          'UID:a',
          'RECURRENCE-ID:20261208T060000Z',
          'DTSTART:20261208T060000Z',
          'DTEND:20261208T070000Z',
          'STATUS:CANCELLED',
        ]),
        // The instance of the 15th (after the window) moved to the 10th (inside it).
        event([
          'UID:a',
          'RECURRENCE-ID:20261215T060000Z',
          'DTSTART:20261210T060000Z',
          'DTEND:20261210T070000Z',
        ]),
      ].join('\r\n'),
    );
    expect(
      busySpans(calendar, FROM, TO)
        .map((span) => iso(span.start))
        .sort(),
    ).toEqual(['2026-12-01T06:00:00.000Z', '2026-12-10T06:00:00.000Z']);
  });

  it('reads an instance whose series is not in the calendar as an event of its own', () => {
    const calendar = ics(
      event([
        'UID:elsewhere',
        'RECURRENCE-ID:20261202T060000Z',
        'DTSTART:20261202T080000Z',
        'DTEND:20261202T090000Z',
      ]),
    );
    expect(busySpans(calendar, FROM, TO).map((span) => iso(span.start))).toEqual([
      '2026-12-02T08:00:00.000Z',
    ]);
  });

  it('gives each series only its own instances, so a large calendar is read without relating each instance to every series', () => {
    const text = generatedCalendar({ events: 5_000, moved: 1_000, now: FROM });
    const started = performance.now();
    const calendar = readCalendar(text);
    const took = performance.now() - started;
    // Each of the 1,000 series has its own moved instances, none of another's.
    const series = calendar.filter((parsed) => parsed.isRecurring());
    expect(series).toHaveLength(1_000);
    for (const parsed of series)
      for (const instance of Object.values(parsed.exceptions as unknown as Record<string, ICAL.Event>))
        expect(instance.uid).toBe(parsed.uid);
    // Relating every instance to every series, as before, took over 30 s here.
    expect(took).toBeLessThan(5_000);
  });
});

describe('reading off the request path', () => {
  const url = 'https://calendar.example/secret.ics';

  it('answers from the last copy at once while a new read is under way', async () => {
    const fetchOk = vi.fn(async () => new Response(CALENDAR));
    expect(await calendarBusy(url, FROM, TO, { fetch: fetchOk, now: FROM })).toHaveLength(3);
    const never = vi.fn(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    expect(await calendarBusy(url, FROM, TO, { fetch: never, now: FROM + BUSY_CACHE_MS + 1 })).toHaveLength(
      3,
    );
    expect(Date.now() - started).toBeLessThan(FIRST_READ_WAIT_MS);
    // The new read was started, and one is enough for every request meanwhile.
    await calendarBusy(url, FROM, TO, { fetch: never, now: FROM + BUSY_CACHE_MS + 2 });
    expect(never).toHaveBeenCalledTimes(1);
  });

  it(`waits at most ${FIRST_READ_WAIT_MS} ms for a first read that does not come`, async () => {
    const never = vi.fn(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    expect(await calendarBusy(url, FROM, TO, { fetch: never, now: FROM })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_READ_WAIT_MS - 50);
    expect(Date.now() - started).toBeLessThan(FIRST_READ_WAIT_MS + 1_000);
  });

  it('makes requests that find no copy wait together: a later one only what is left of the wait', async () => {
    const never = vi.fn(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    const first = calendarBusy(url, FROM, TO, { fetch: never, now: FROM });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const secondStarted = Date.now();
    expect(await calendarBusy(url, FROM, TO, { fetch: never, now: FROM })).toEqual([]);
    expect(Date.now() - secondStarted).toBeLessThan(FIRST_READ_WAIT_MS - 500 + 400);
    expect(await first).toEqual([]);
    expect(Date.now() - started).toBeLessThan(FIRST_READ_WAIT_MS + 1_000);
    expect(never).toHaveBeenCalledTimes(1);
  });

  it('expands a large calendar in slices, leaving the event loop free between them', async () => {
    const calendar = readCalendar(generatedCalendar({ events: 5_000, moved: 1_000, now: FROM }));
    let last = performance.now();
    let longest = 0;
    let ticks = 0;
    const ticker = setInterval(() => {
      const at = performance.now();
      longest = Math.max(longest, at - last);
      last = at;
      ticks += 1;
    }, 1);
    const spans = await expandBusyInSlices(calendar, FROM, FROM + 62 * 24 * 60 * 60_000);
    clearInterval(ticker);
    expect(spans.length).toBeGreaterThan(5_000);
    expect(ticks).toBeGreaterThan(5);
    // Slices are 20 ms of work: a timer waits far less than the whole read, even on a busy machine.
    expect(longest).toBeLessThan(400);
  });

  it('refuses a read that would take more work than its budget', async () => {
    const calendar = readCalendar(generatedCalendar({ events: 5_000, moved: 1_000, now: FROM }));
    await expect(expandBusyInSlices(calendar, FROM, FROM + 62 * 24 * 60 * 60_000, 30)).rejects.toThrow(
      /takes over 0.03 s to read/,
    );
  });
});
