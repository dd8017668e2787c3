#!/usr/bin/env node
/**
 * `npm run bench:vitals`: real visitors' speed (src/lib/vitals), measured two ways.
 *
 * 1. The beacon's endpoint under load on each store: the production build served by `next start`
 *    on loopback, once on SQLite (a fresh file) and once on PostgreSQL (a fresh database in a
 *    throwaway cluster, or in TEST_DATABASE_URL's); autocannon posts a page view's beacon (five
 *    metrics, as the browser sends it: text/plain, Sec-Fetch-Site same-origin), each request from a
 *    new X-Forwarded-For address so the limit per address refuses none. It reports beacons and
 *    reports (rows) per second, latency percentiles, and how many rows reached the database once
 *    the write-behind queue had flushed (the rest were dropped by the full queue, and counted).
 * 2. The pages' JavaScript, compressed, in Debian's Chromium: the first load (every script until the
 *    network is idle but the beacon's chunk, which is asked for after the load event), the beacon's
 *    chunk itself, the same page with Do Not Track (nothing of it loads: the page as it was but for
 *    the loader's few bytes), and, when VITALS_BENCH_BEFORE names a build from before the beacon
 *    (e.g. `.next-vitals-before`), that build's figures; else the previous report's are kept.
 *
 * VITALS_BENCH_SECONDS (default 10) and VITALS_BENCH_CONNECTIONS (default 20) set the load;
 * NEXT_DIST_DIR serves (and if needed builds) another build; BENCH_OUT names another folder.
 * Writes bench/vitals-report.md and bench/vitals-report.json.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { connect } from '../../src/lib/db/connection';
import { freePort } from '../../test-support/postgres';
import { root } from '../lib/build.mjs';
import { playwrightLaunchOptions } from '../lib/chromium';
import { blankEnv, ensureBenchBuild, madeNow, outDir, row, withStores, writeReport } from './harness.mjs';
import { latencyAndErrors, post, postLoad, settled } from './load.mjs';
import { serve } from './server.mjs';

const SECONDS = Number(process.env.VITALS_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.VITALS_BENCH_CONNECTIONS ?? 20);
const BEFORE_DIST = process.env.VITALS_BENCH_BEFORE;
const REPORT = 'vitals-report';
const BENCH_AUTH_SECRET = 'vitals-bench-secret-0123456789-abcdefghij';
/** The pages whose JavaScript is measured: the home, pricing, a service page, the modern home, Urdu. */
const PAGES = ['/', '/pricing', '/services/web-development', '/dark/home-modern-agency', '/ur'];
/** Paths the beacons name, in turn: every one a page the site has. */
const BEACON_PATHS = [
  '/',
  '/pricing',
  '/services/web-development',
  '/blog',
  '/ur',
  '/ur/services/web-development',
  '/services/digital-marketing-services',
];
/** After the load, the rows are counted until two counts this far apart agree (the queue flushes every 2 s). */
const SETTLE_MS = 2_500;
const SETTLE_TRIES = 10;
const WARM_UP_BEACONS = 20;
/** Strings only the beacon's chunk holds. */
const isVitalsChunk = (code) => code.includes('largest-contentful-paint') && code.includes('/api/vitals');

const CLEAN = blankEnv(['DATABASE_URL', 'SQLITE_PATH', 'NEXT_PUBLIC_PLAUSIBLE_DOMAIN', 'LEADS_WEBHOOK_URL']);

const beaconBody = (index) =>
  JSON.stringify({
    path: BEACON_PATHS[index % BEACON_PATHS.length],
    device: ['phone', 'tablet', 'desktop'][index % 3],
    connection: '4g',
    metrics: [
      { name: 'LCP', value: 1600 + (index % 900), rating: 'good' },
      { name: 'INP', value: 120 + (index % 60), rating: 'good' },
      { name: 'CLS', value: 0.01, rating: 'good' },
      { name: 'FCP', value: 900, rating: 'good' },
      { name: 'TTFB', value: 300, rating: 'good' },
    ],
  });
const METRICS_PER_BEACON = 5;

const HEADERS = { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' };

async function rowCount(db) {
  const row = await db
    .selectFrom('web_vitals')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const settledCount = (db) => settled(() => rowCount(db), { ms: SETTLE_MS, tries: SETTLE_TRIES });

async function load(origin) {
  let index = 0;
  const result = await postLoad({
    url: `${origin}/api/vitals`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: HEADERS,
    nextBody: () => beaconBody((index += 1)),
  });
  return {
    beacons: result.requests.total,
    seconds: result.duration,
    beaconsPerSecond: result.requests.average,
    reportsPerSecond: Math.round(result.requests.average * METRICS_PER_BEACON),
    ...latencyAndErrors(result),
    answered204: result['2xx'],
  };
}

/** Every script a page asks for until the network is idle, with the beacon's chunk told apart. */
async function pageScripts(browser, url, { doNotTrack = false } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (doNotTrack)
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
  const finished = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    finished.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.text() ?? '')]).then(
        ([sizes, code]) => ({
          url: request.url(),
          bytes: sizes.responseBodySize,
          vitals: isVitalsChunk(code),
        }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(finished);
  const chunk = scripts.find((script) => script.vitals);
  const timing = await page.evaluate((name) => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      loadEnd: navigation?.loadEventEnd ?? 0,
      asked: name ? (performance.getEntriesByName(name)[0]?.startTime ?? -1) : -1,
    };
  }, chunk?.url);
  await context.close();
  const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
  const afterLoad = Boolean(chunk) && timing.asked >= timing.loadEnd;
  return {
    firstLoad: sum(scripts.filter((script) => !(script.vitals && afterLoad))),
    vitalsChunk: chunk?.bytes ?? 0,
    vitalsAskedAfterLoadMs: chunk ? Math.round(timing.asked - timing.loadEnd) : null,
    total: sum(scripts),
  };
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function measurePages(origin) {
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const pages = [];
    for (const page of PAGES) {
      const on = await pageScripts(browser, origin + page);
      const dnt = await pageScripts(browser, origin + page, { doNotTrack: true });
      pages.push({ page, ...on, withDoNotTrack: dnt.total, vitalsUnderDoNotTrack: dnt.vitalsChunk });
    }
    return pages;
  } finally {
    await browser.close();
  }
}

/** The pages of a build kept from before the beacon, served as it is (never rebuilt from today's sources). */
async function measureBefore(distDir) {
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`${distDir} holds no build`);
  const server = await serve({
    port: await freePort(),
    warm: PAGES,
    env: {
      ...CLEAN,
      NEXT_DIST_DIR: distDir,
      SQLITE_PATH: path.join(tmpdir(), `vitals-before-${process.pid}.db`),
    },
  });
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    const pages = [];
    for (const page of PAGES)
      pages.push({ page, total: (await pageScripts(browser, server.origin + page)).total });
    return { build: distDir, date: new Date().toISOString(), pages };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function benchEngine(name, database, { measure }) {
  const server = await serve({
    port: await freePort(),
    warm: measure ? PAGES : ['/robots.txt'],
    env: { ...CLEAN, ...database.env, BETTER_AUTH_SECRET: BENCH_AUTH_SECRET, TRUST_PROXY: '1' },
  });
  const store = connect(database.config);
  try {
    for (let n = 0; n < WARM_UP_BEACONS; n += 1) {
      const answer = await post(`${server.origin}/api/vitals`, beaconBody(n), HEADERS);
      if (answer.status !== 204) throw new Error(`a warm-up beacon was answered ${answer.status}`);
    }
    const before = await settledCount(store.db);
    const result = { engine: name, ...(await load(server.origin)) };
    const written = (await settledCount(store.db)) - before;
    result.rowsWritten = written;
    // Beacons still in flight when the clock stopped (one per connection at most) are answered
    // and written, but autocannon does not count them: written may exceed this by that much.
    result.rowsAnswered = result.answered204 * METRICS_PER_BEACON;
    result.rowsLost = Math.max(0, result.rowsAnswered - written);
    console.log(`[vitals] ${name}: ${result.beaconsPerSecond} beacons/s, p99 ${result.p99Ms} ms`);
    const pages = measure ? await measurePages(server.origin) : undefined;
    return { result, pages };
  } finally {
    await store.close();
    await server.stop();
  }
}

function previousBefore() {
  const file = path.join(outDir, `${REPORT}.json`);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')).before;
  } catch {
    return undefined;
  }
}

ensureBenchBuild();
const before = BEFORE_DIST ? await measureBefore(BEFORE_DIST) : previousBefore();
const results = [];
let pages = [];
await withStores('vitals-bench-', async ({ sqlite, postgres }) => {
  const onSqlite = await benchEngine('SQLite', sqlite('site.db'), { measure: true });
  results.push(onSqlite.result);
  pages = onSqlite.pages;
  results.push((await benchEngine('PostgreSQL', await postgres('vitals_bench'), { measure: false })).result);
});

const report = {
  ...madeNow(),
  endpoint: 'POST /api/vitals (one page view: five metrics)',
  connections: CONNECTIONS,
  seconds: SECONDS,
  results,
  pages,
  before,
};

const beforeOf = (page) => before?.pages?.find((entry) => entry.page === page)?.total;
const md = [
  '# Speed beacon bench',
  '',
  `${report.date}, Node ${report.node}. Written by \`npm run bench:vitals\` (scripts/bench/vitals.mjs).`,
  '',
  '## The endpoint under load',
  '',
  `\`${report.endpoint}\` under ${CONNECTIONS} connections for ${SECONDS} s on loopback, one \`next start\` process per store, ` +
    'each beacon from its own X-Forwarded-For address (TRUST_PROXY=1). The answer (204) never waits on the database: ' +
    'rows go through a write-behind queue of at most 10,000, written in batches of 500 every 2 s. A report is one ' +
    'metric of one page view (a row); rows written were counted in the database once the queue had flushed.',
  '',
  '| store | beacons | beacons/s | reports/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | rows answered 204 | rows written | rows lost |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) =>
    row([
      r.engine,
      r.beacons,
      r.beaconsPerSecond,
      r.reportsPerSecond,
      r.p50Ms,
      r.p90Ms,
      r.p99Ms,
      r.maxMs,
      r.errors,
      r.non2xx,
      r.rowsAnswered,
      r.rowsWritten,
      r.rowsLost,
    ]),
  ),
  '',
  `Rows answered: the beacons answered 204 within the run × 5. The beacons still in flight when the clock stopped ` +
    `(at most one per connection) are answered and written too, but autocannon does not count them, so up to ` +
    `${CONNECTIONS * METRICS_PER_BEACON} more rows may be written than answered. Rows lost: answered but not in the ` +
    'database after the flush (dropped by a full queue or a refused write).',
  '',
  '## The pages’ JavaScript',
  '',
  'Compressed bytes on the wire in Debian’s Chromium, a fresh context per load. **First load**: every script until the ' +
    'network is idle, except the beacon’s chunk, which is asked for after the load event (and the idle moment after it). ' +
    '**Beacon chunk**: web-vitals and the beacon, loaded then. **Do Not Track**: the same page when the browser asks not ' +
    'to be tracked: the chunk is never loaded, only the loader (in the shell’s chunk) remains. ' +
    (before
      ? `**Before**: the build without the beacon (${before.build}, measured ${before.date}), every script until the network is idle.`
      : '**Before**: no build from before the beacon was measured (set VITALS_BENCH_BEFORE).'),
  '',
  '| page | before KB | first load KB | beacon chunk KB | asked for, ms after the load event | all KB | Do Not Track KB | first load − before |',
  '|---|---|---|---|---|---|---|---|',
  ...pages.map((p) => {
    const old = beforeOf(p.page);
    return row([
      p.page,
      old === undefined ? '–' : kb(old),
      kb(p.firstLoad),
      kb(p.vitalsChunk),
      p.vitalsAskedAfterLoadMs ?? '–',
      kb(p.total),
      kb(p.withDoNotTrack),
      old === undefined ? '–' : `${p.firstLoad - old >= 0 ? '+' : ''}${p.firstLoad - old} B`,
    ]);
  }),
  '',
];
writeReport(REPORT, report, md.join('\n'));
