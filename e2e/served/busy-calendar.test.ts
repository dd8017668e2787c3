/**
 * The owner's real calendar (BOOKING_BUSY_ICS_URL) on a server of its own: a calendar of 5,000
 * events with 1,000 moved instances, served on loopback, is read in the background while the site
 * goes on answering, and its series are read as a calendar app reads them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { saveAvailability } from '@/lib/booking/calendar/availability-store';
import { DEFAULT_AVAILABILITY } from '@/lib/booking/calendar/settings';
import { connect } from '@/lib/db/connection';
import { migrateToLatest } from '@/lib/db/migrate';
import { isoInZone } from '@/lib/time/zone';
import { generatedCalendar } from '@test-support/busy-calendar-file';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from '../next-server';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const HEALTH_EVERY_MS = 100;
/**
 * Longer than any answer takes on a loaded machine: the server keeps answering while the calendar
 * is read. How long the event loop waits between the read's slices is `npm run bench`'s to measure
 * (`longestWaitMs`; read in one go, this calendar holds the loop about 0.8 s on this machine),
 * not a clock in this test: its 1 s for /api/health failed at 1.18 s beside the content admin's
 * session.
 */
const STUCK_HEALTH_MS = 5_000;
const STUCK_BOOK_MS = 10_000;

/** 20261213T050000Z */
const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const vevent = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

const now = Date.now();
/** The first Sunday (UTC) at least two days ahead, and the one after it: the generated events keep off weekends. */
const sunday = (() => {
  const day = Math.floor((now + 2 * DAY_MS) / DAY_MS) * DAY_MS;
  return day + ((7 - new Date(day).getUTCDay()) % 7) * DAY_MS;
})();
const nextSunday = sunday + 7 * DAY_MS;
/** 10:00, 13:00 and 16:00 in Pakistan (UTC+5) on a Sunday. */
const at = (day: number, hourPk: number) => day + (hourPk - 5) * HOUR_MS;
const seriesStart = sunday - 28 * DAY_MS;

/** Two series at 10:00 on Sundays, one of which moves this Sunday's meeting to 13:00; one at 16:00, this Sunday's cancelled. */
const ownEvents = [
  vevent([
    `UID:series-a@owner.test`,
    `DTSTART:${icsTime(at(seriesStart, 10))}`,
    `DTEND:${icsTime(at(seriesStart, 11))}`,
    'RRULE:FREQ=WEEKLY',
  ]),
  vevent([
    `UID:series-b@owner.test`,
    `DTSTART:${icsTime(at(seriesStart, 10))}`,
    `DTEND:${icsTime(at(seriesStart, 11))}`,
    'RRULE:FREQ=WEEKLY',
  ]),
  vevent([
    `UID:series-a@owner.test`,
    `RECURRENCE-ID:${icsTime(at(sunday, 10))}`,
    `DTSTART:${icsTime(at(sunday, 13))}`,
    `DTEND:${icsTime(at(sunday, 14))}`,
  ]),
  vevent([
    `UID:series-c@owner.test`,
    `DTSTART:${icsTime(at(seriesStart, 16))}`,
    `DTEND:${icsTime(at(seriesStart, 17))}`,
    'RRULE:FREQ=WEEKLY',
  ]),
  vevent([
    `UID:series-c@owner.test`,
    `RECURRENCE-ID:${icsTime(at(sunday, 16))}`,
    `DTSTART:${icsTime(at(sunday, 16))}`,
    `DTEND:${icsTime(at(sunday, 17))}`,
    'STATUS:CANCELLED',
  ]),
].join('\r\n');
const CALENDAR = generatedCalendar({ events: 5_000, moved: 1_000, now }).replace(
  'END:VCALENDAR',
  `${ownEvents}\r\nEND:VCALENDAR`,
);

let dir: string;
let calendarHost: Server;
let calendarFetches = 0;
/** Until the routes are warm the calendar's host is down; then it serves the calendar. */
let calendarUp = false;
/** The calendar's host holds its first answer until the test lets it go. */
let letGo: () => void = () => undefined;
const calendarLetGo = new Promise<void>((resolve) => (letGo = resolve));
/** What became of the calendar's first request: still open, answered, or given up by the site. */
let firstRequest: 'none' | 'open' | 'answered' | 'closed' = 'none';
let server: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'busy-calendar-'));
  const file = path.join(dir, 'site.db');
  const store = connect({ engine: 'sqlite', file });
  await migrateToLatest(store.db);
  // Sundays open 09:00–17:00 in hour-long calls on the hour, three weeks ahead: the owner’s own
  // events decide what is offered.
  await saveAvailability(
    store.db,
    {
      ...DEFAULT_AVAILABILITY,
      weekly: { ...DEFAULT_AVAILABILITY.weekly, sun: [{ start: '09:00', end: '17:00' }] },
      horizonDays: 21,
      slotMinutes: 60,
      bufferMinutes: 0,
      daysOff: [],
    },
    null,
  );
  await store.close();
  calendarHost = createServer((request, response) => {
    if (!calendarUp) {
      response.writeHead(503).end();
      return;
    }
    calendarFetches += 1;
    const first = calendarFetches === 1;
    if (first) {
      firstRequest = 'open';
      response.on('close', () => {
        if (firstRequest === 'open') firstRequest = 'closed';
      });
    }
    void calendarLetGo.then(() => {
      if (response.destroyed) return;
      if (first && firstRequest === 'open') firstRequest = 'answered';
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(CALENDAR);
    });
  });
  await new Promise<void>((resolve) => calendarHost.listen(0, '127.0.0.1', resolve));
  const { port } = calendarHost.address() as AddressInfo;
  server = await startNextServer(TEST_BUILD_DIR, {
    ...CLEAN_SETTINGS,
    SQLITE_PATH: file,
    BOOKING_BUSY_ICS_URL: `http://127.0.0.1:${port}/private/basic.ics`,
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => calendarHost?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

const offered = (html: string) =>
  new Set([...html.matchAll(/name="slot" value="([^"]+)"/g)].map((match) => match[1]!));

describe('the owner’s busy calendar', () => {
  let slots: Set<string>;

  test('is read off the request path: /book answers while the calendar is still on its way, and /api/health and /book keep answering while it is read', async () => {
    // The first answers of a fresh server load their code: not what is measured here.
    for (const page of ['/api/health', '/book'])
      expect((await fetch(`${server.origin}${page}`)).status).toBe(200);
    calendarUp = true;
    // The first visitor starts the read and waits a moment for it (FIRST_READ_WAIT_MS), not for
    // the calendar's host, which answers only once this page has been answered: the page comes
    // while the calendar's request is still open (neither answered nor given up at its timeout).
    const first = await fetch(`${server.origin}/book`);
    const firstHtml = await first.text();
    const whenAnswered = firstRequest;
    letGo();
    expect(first.status).toBe(200);
    expect(whenAnswered, 'the calendar’s request when the first page came').toBe('open');
    expect(offered(firstHtml).has(isoInZone(at(nextSunday, 16))), 'offered before the calendar is read').toBe(
      true,
    );
    let reading = true;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (reading) {
        const started = performance.now();
        const response = await fetch(`${server.origin}/api/health`);
        await response.arrayBuffer();
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
    })();
    const bookTimes: number[] = [];
    // Until the page shows the calendar: the next Sunday's 16:00 is busy in it.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/book`);
      const html = await response.text();
      bookTimes.push(performance.now() - started);
      expect(response.status).toBe(200);
      slots = offered(html);
      if (slots.size > 0 && !slots.has(isoInZone(at(nextSunday, 16)))) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    reading = false;
    await health;
    expect(calendarFetches).toBeGreaterThan(0);
    expect(slots.has(isoInZone(at(nextSunday, 16))), 'the calendar was read').toBe(false);
    expect(
      Math.max(...healthTimes),
      `health answered in ${healthTimes.map(Math.round).join(', ')} ms`,
    ).toBeLessThan(STUCK_HEALTH_MS);
    expect(
      Math.max(...bookTimes),
      `/book answered in ${bookTimes.map(Math.round).join(', ')} ms`,
    ).toBeLessThan(STUCK_BOOK_MS);
  }, 60_000);

  test('keeps two series at one time apart when one moves an instance, and offers a cancelled instance’s time', () => {
    // This Sunday: series B still meets at 10:00; series A's meeting is at 13:00 instead.
    expect(slots.has(isoInZone(at(sunday, 10)))).toBe(false);
    expect(slots.has(isoInZone(at(sunday, 13)))).toBe(false);
    // Series C's meeting this Sunday is cancelled: its time is offered, the next Sunday's is not.
    expect(slots.has(isoInZone(at(sunday, 16)))).toBe(true);
    expect(slots.has(isoInZone(at(nextSunday, 16)))).toBe(false);
    // A time no event touches is offered.
    expect(slots.has(isoInZone(at(sunday, 15)))).toBe(true);
  });
});
