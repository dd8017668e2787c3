/**
 * The linked calendar's busy times: single and repeating events, free and cancelled ones left out,
 * and an outage that never blocks booking.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busySpans, calendarBusy, forgetBusyCalendar, BUSY_CACHE_MS } from './busy-calendar';

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
