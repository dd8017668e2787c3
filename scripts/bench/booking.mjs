/**
 * `npm run bench:booking`: bookings per second on each store. The production build is served by
 * `next start` on loopback twice, once on SQLite (a fresh file) and once on PostgreSQL (a fresh
 * database in a throwaway cluster, or in TEST_DATABASE_URL's), its hours opened wide for the run
 * (every quarter hour, day and night, 60 days ahead, no notice), and autocannon posts the booking
 * form (`POST /api/book`) as a person's browser does: a different free time, a page token signed
 * with the server's key and issued a minute earlier, the hidden field empty, and a new
 * X-Forwarded-For address in each request. Then the race: six requests at once for each of 20
 * times, which must give 20 bookings. Then `bookCall` on its own on both stores, one at a time
 * and ten at a time. Writes bench/booking-report.md and bench/booking-report.json.
 *
 * BOOKING_BENCH_SECONDS (default 10) and BOOKING_BENCH_CONNECTIONS (default 10) set the load;
 * BENCH_OUT names another folder for the report; NEXT_DIST_DIR serves (and if needed builds)
 * another build. Run with the react-server condition (package.json does), as the server is.
 */
import { randomUUID } from 'node:crypto';
import { connect } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { issueFormToken } from '../../src/lib/booking/pages/form-token';
import { DEFAULT_AVAILABILITY } from '../../src/lib/booking/calendar/settings';
import { bookCall, saveAvailability } from '../../src/lib/booking/rules/store';
import { isoInZone } from '../../src/lib/time/zone';
import { expandBusy, readBusyInSlices, readCalendar } from '../../src/lib/booking/calendar/busy-calendar';
import { generatedCalendar } from '../../test-support/busy-calendar-file';
import { freePort } from '../../test-support/postgres';
import { testServerEnv } from '../../test-support/email-sends';
import { blankEnv, ensureBenchBuild, madeNow, row, withStores, writeReport } from './harness.mjs';
import { post, postLoad } from './load.mjs';
import { serve } from './server.mjs';

const SECONDS = Number(process.env.BOOKING_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BOOKING_BENCH_CONNECTIONS ?? 10);
const REPORT = 'booking-report';
/** The server's key, fixed so the page tokens made here are the server's own. */
const BENCH_AUTH_SECRET = 'booking-bench-secret-0123456789-abcdefghij';
process.env.BETTER_AUTH_SECRET = BENCH_AUTH_SECRET;
const TOKEN_AGE_MS = 60_000;
const RACE_TIMES = 20;
const RACE_SIZE = 6;
const STORE_BOOKINGS = 300;
const MINUTE = 60_000;

/** Every quarter hour, day and night, for 60 days: more times than a run can book. */
const WIDE_OPEN = {
  ...DEFAULT_AVAILABILITY,
  weekly: Object.fromEntries(
    Object.keys(DEFAULT_AVAILABILITY.weekly).map((day) => [day, [{ start: '00:00', end: '23:45' }]]),
  ),
  slotMinutes: 15,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 60,
  daysOff: [],
};

const CLEAN = blankEnv([
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'EMAILJS_PRIVATE_KEY',
  'DATABASE_URL',
  'SQLITE_PATH',
  'LEADS_WEBHOOK_URL',
  'BOOKING_BUSY_ICS_URL',
]);

/** The quarter-hour starts from the next whole hour on, far enough ahead to be past any notice. */
function* times(from) {
  let next = Math.ceil((from + 2 * 60 * MINUTE) / (60 * MINUTE)) * 60 * MINUTE;
  for (;;) {
    yield next;
    next += 15 * MINUTE;
    // Keep within each day's 00:00–23:45 in Pakistan time (the last start is 23:30).
    if (isoInZone(next).slice(11, 16) === '23:45') next += 15 * MINUTE;
  }
}

function body(start) {
  return new URLSearchParams({
    ...issueFormToken(Date.now() - TOKEN_AGE_MS),
    slot: isoInZone(start),
    name: 'Bench Caller',
    email: 'caller@example.pk',
    whatsapp: '',
    service: '',
    message: 'A call about a new website',
    website: '',
  }).toString();
}

const HEADERS = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

async function open(config) {
  const connection = connect(config);
  await migrateToLatest(connection.db);
  return { db: connection.db, close: () => connection.close() };
}

async function bookedCount(db) {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('status', '=', 'booked')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function benchEngine(engine, { env, config }) {
  const store = await open(config);
  await saveAvailability(store.db, WIDE_OPEN, 'bench');
  const server = await serve({
    port: await freePort(),
    warm: ['/robots.txt'],
    env: {
      ...CLEAN,
      ...env,
      BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: '1000',
    },
  });
  const slots = times(Date.now());
  try {
    // A few first, so the route is compiled and the pool open before the clock starts.
    for (let n = 0; n < 5; n += 1) {
      await post(`${server.origin}/api/book`, body(slots.next().value), HEADERS, {
        redirect: 'manual',
      }).then((response) => response.arrayBuffer());
    }
    const before = await bookedCount(store.db);
    const result = await postLoad({
      url: `${server.origin}/api/book`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: HEADERS,
      nextBody: () => body(slots.next().value),
    });
    // Requests autocannon left in flight at the end are answered and stored before counting.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const booked = (await bookedCount(store.db)) - before;

    // The race: six at once for each time. Counted by the times raced for (a request the load left
    // in flight may still be stored meanwhile, at a time of its own).
    const raceTimes = [];
    const raceStarted = performance.now();
    for (let n = 0; n < RACE_TIMES; n += 1) {
      const start = slots.next().value;
      raceTimes.push(new Date(start).toISOString());
      await Promise.all(
        Array.from({ length: RACE_SIZE }, () =>
          post(`${server.origin}/api/book`, body(start), HEADERS, { redirect: 'manual' }).then((response) =>
            response.arrayBuffer(),
          ),
        ),
      );
    }
    const raceMs = performance.now() - raceStarted;
    const raceRows = await store.db
      .selectFrom('bookings')
      .select('starts_at')
      .where('status', '=', 'booked')
      .where('starts_at', 'in', raceTimes)
      .execute();
    const raceBooked = raceRows.length;
    const timesBooked = new Set(raceRows.map((row) => new Date(row.starts_at).toISOString())).size;
    return {
      engine,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      bookingsPerSecond: Math.round((booked / result.duration) * 10) / 10,
      booked,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors + result.timeouts,
      // Every answer is a 303: to the booking's page, or back to the form.
      non3xx: result.requests.total - (result['3xx'] ?? 0),
      race: {
        times: RACE_TIMES,
        attempts: RACE_TIMES * RACE_SIZE,
        booked: raceBooked,
        // Each time raced for booked once: as many times booked as bookings.
        timesBooked,
        ms: Math.round(raceMs),
      },
    };
  } finally {
    await server.stop();
    await store.close();
  }
}

/** `bookCall` alone: one at a time, then ten at a time, each its own time. */
async function storeLoad(config) {
  const store = await open(config);
  const server = testServerEnv();
  const slots = times(Date.now());
  const call = () => {
    const start = slots.next().value;
    return { start, end: start + 15 * MINUTE, span: { start, end: start + 15 * MINUTE }, language: 'en' };
  };
  const one = () =>
    bookCall(store.db, {
      leadId: randomUUID(),
      fields: { name: 'Bench Caller', email: 'caller@example.pk' },
      call: call(),
      spamReason: undefined,
      server,
    });
  try {
    let started = performance.now();
    for (let n = 0; n < STORE_BOOKINGS; n += 1) await one();
    const serialPerSecond = Math.round(STORE_BOOKINGS / ((performance.now() - started) / 1000));
    started = performance.now();
    for (let n = 0; n < STORE_BOOKINGS; n += 10) await Promise.all(Array.from({ length: 10 }, one));
    const tenPerSecond = Math.round(STORE_BOOKINGS / ((performance.now() - started) / 1000));
    return { serialPerSecond, tenPerSecond };
  } finally {
    await store.close();
  }
}

/** The owner's calendars read: events and moved instances (test-support/busy-calendar-file.ts). */
const CALENDARS = [
  { events: 3_000, moved: 300 },
  { events: 5_000, moved: 1_000 },
];
const CALENDAR_AHEAD_MS = 62 * 24 * 60 * MINUTE;

/**
 * What reading the owner's busy calendar costs (src/lib/booking/calendar/busy-calendar.ts): the parse and
 * the expansion over the horizon, each on its own, then the read as the server does it, in
 * slices, with the longest the event loop waited meanwhile (what a request could wait).
 */
async function calendarCost({ events, moved }) {
  const now = Date.now();
  const text = generatedCalendar({ events, moved, now });
  let started = performance.now();
  const calendar = readCalendar(text);
  const parseMs = performance.now() - started;
  started = performance.now();
  const spans = expandBusy(calendar, now, now + CALENDAR_AHEAD_MS).length;
  const expandMs = performance.now() - started;
  let last = performance.now();
  let longestWaitMs = 0;
  const ticker = setInterval(() => {
    longestWaitMs = Math.max(longestWaitMs, performance.now() - last);
    last = performance.now();
  }, 1);
  started = performance.now();
  await readBusyInSlices(text, now, now + CALENDAR_AHEAD_MS);
  const slicedMs = performance.now() - started;
  clearInterval(ticker);
  const round = (ms) => Math.round(ms);
  return {
    events,
    moved,
    kilobytes: Math.round(text.length / 1024),
    spans,
    parseMs: round(parseMs),
    expandMs: round(expandMs),
    slicedMs: round(slicedMs),
    longestWaitMs: round(longestWaitMs),
  };
}

ensureBenchBuild();
const calendars = [];
for (const size of CALENDARS) calendars.push(await calendarCost(size));
const results = [];
const stores = [];
await withStores('booking-bench-', async ({ sqlite, postgres }) => {
  results.push(await benchEngine('SQLite', sqlite('site.db')));
  results.push(await benchEngine('PostgreSQL', await postgres('bench')));
  stores.push({ engine: 'SQLite', ...(await storeLoad(sqlite('store.db').config)) });
  stores.push({ engine: 'PostgreSQL', ...(await storeLoad((await postgres('bench_store')).config)) });
});

const report = { ...madeNow(), connections: CONNECTIONS, seconds: SECONDS, results, stores, calendars };
const md = [
  '# Booking bench',
  '',
  `${report.date}, Node ${report.node}. Written by \`npm run bench:booking\` (scripts/bench/booking.mjs).`,
  '',
  `The booking form's endpoint, \`POST /api/book\`, under ${CONNECTIONS} connections for ${SECONDS} s on loopback, ` +
    "one `next start` process, each request a person's booking of a different free time (a page token signed with the " +
    "server's key, issued a minute earlier; its own X-Forwarded-For address; FORM_RATE_LIMIT=1000). Each booking " +
    'is checked against the times on offer and stored with its lead, its held time and its deliveries in one transaction.',
  '',
  row(['store', 'requests', 'requests/s', 'bookings/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'not 303']),
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  ...results.map((r) =>
    row([
      r.engine,
      r.requests,
      r.requestsPerSecond,
      r.bookingsPerSecond,
      r.p50Ms,
      r.p99Ms,
      r.maxMs,
      r.errors,
      r.non3xx,
    ]),
  ),
  '',
  '## The race',
  '',
  `${RACE_SIZE} requests at once for the same time, ${RACE_TIMES} times over: one booking per time is right.`,
  '',
  row(['store', 'attempts', 'times', 'bookings', 'ms']),
  row(['---', '---:', '---:', '---:', '---:']),
  ...results.map((r) => row([r.engine, r.race.attempts, r.race.times, r.race.booked, r.race.ms])),
  '',
  '## The store alone',
  '',
  `\`bookCall\` (src/lib/booking/rules/store.ts) ${STORE_BOOKINGS} times, each its own time: one at a time, then ten at a time.`,
  '',
  row(['store', 'one at a time, /s', 'ten at a time, /s']),
  row(['---', '---:', '---:']),
  ...stores.map((s) => row([s.engine, s.serialPerSecond, s.tenPerSecond])),
  '',
  '## The owner’s busy calendar',
  '',
  'A generated calendar (weekly series begun three years ago with some instances moved, and single events), ' +
    'parsed, then expanded over the 62 days the server keeps; then read as the server reads it, off the request ' +
    'path in slices of 20 ms of work, with the longest the event loop waited meanwhile.',
  '',
  row([
    'events',
    'moved',
    'KB',
    'busy spans',
    'parse ms',
    'expand ms',
    'read in slices ms',
    'longest wait ms',
  ]),
  row(['---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
  ...calendars.map((c) =>
    row([c.events, c.moved, c.kilobytes, c.spans, c.parseMs, c.expandMs, c.slicedMs, c.longestWaitMs]),
  ),
  '',
].join('\n');

writeReport(REPORT, report, md);
const wrongRace = results.filter((r) => r.race.booked !== RACE_TIMES || r.race.timesBooked !== RACE_TIMES);
if (wrongRace.length > 0) {
  console.error(
    `[bench] the race gave ${wrongRace.map((r) => `${r.engine}: ${r.race.booked}`).join(', ')} bookings, not ${RACE_TIMES}`,
  );
  process.exit(1);
}
