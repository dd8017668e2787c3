/**
 * The linked calendar's busy times: single and repeating events, free and cancelled ones left out,
 * and an outage that never blocks booking.
 */
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  busySpans,
  calendarBusy,
  forgetBusyCalendar,
  readCapped,
  BUSY_CACHE_MS,
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
