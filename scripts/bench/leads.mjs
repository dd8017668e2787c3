#!/usr/bin/env node
/**
 * `npm run bench:leads`: the send endpoint under load on each store. The production build is
 * served by `next start` on loopback twice, once on SQLite (a fresh file) and once on PostgreSQL
 * (a fresh database in a throwaway cluster, or in TEST_DATABASE_URL's), and autocannon posts the
 * embedded endpoint's multipart send (`POST /api/v1.0/email/send-form`, what the browser sends
 * without EmailJS keys) from a new X-Forwarded-For address each time, so the limit of sends per
 * address refuses none. It reports throughput, latency percentiles, errors and how many leads the
 * store holds afterwards, in bench/leads-report.md and bench/leads-report.json.
 *
 * LEADS_BENCH_SECONDS (default 10) and LEADS_BENCH_CONNECTIONS (default 20) set the load; BENCH_OUT
 * names another folder for the report; NEXT_DIST_DIR serves another build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { saveLead } from '../../src/lib/leads/store';
import { createDatabase, freePort, startPostgres } from '../../test-support/postgres';
import { ensureBuild, root } from '../lib/build.mjs';
import { serve } from './server.mjs';

const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LEADS_BENCH_CONNECTIONS ?? 20);
const outDir = path.resolve(root, process.env.BENCH_OUT ?? 'bench');

/** With DATABASE_URL the server insists on the inbox's sign-in key: any fixed one serves here. */
const BENCH_AUTH_SECRET = 'leads-bench-secret-0123456789-abcdefghij';

const BOUNDARY = '----lead-bench-boundary';
const FIELDS = {
  lib_version: '4.4.1',
  service_id: 'embedded',
  template_id: 'embedded-contact',
  user_id: 'embedded',
  name: 'Bench Lead',
  email: 'bench@example.pk',
  subject: 'Load test',
  message: 'A message of ordinary length, as a visitor would write it on the contact page.',
  language: 'en',
  landing_page: '/contact-us',
};
const body = [
  ...Object.entries(FIELDS).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  ),
  `--${BOUNDARY}--\r\n`,
].join('');

/** Every setting the server reads for the forms, blank unless given (so .env.local cannot add any). */
const CLEAN = Object.fromEntries(
  [
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID',
    'EMAILJS_PRIVATE_KEY',
    'DATABASE_URL',
    'SQLITE_PATH',
    'LEADS_WEBHOOK_URL',
    'LEADS_WEBHOOK_SECRET',
  ].map((name) => [name, '']),
);

/** autocannon on the endpoint, each request from an address of its own. */
async function load(origin) {
  let sent = 0;
  const result = await autocannon({
    url: `${origin}/api/v1.0/email/send-form`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body,
        setupRequest(request) {
          sent += 1;
          const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The store on its own: `saveLead` (the lead and one queued delivery, one transaction) called by
 * CONNECTIONS callers at once for SECONDS, in this process: what storing adds to each send.
 */
async function storeLoad(config) {
  const store = connect(config);
  try {
    await migrateToLatest(store.db);
    const latencies = [];
    const deadline = Date.now() + SECONDS * 1000;
    // The visitor's fields, without the SDK's own.
    const sdk = new Set(['lib_version', 'service_id', 'template_id', 'user_id']);
    const fields = Object.fromEntries(Object.entries(FIELDS).filter(([name]) => !sdk.has(name)));
    const caller = async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await saveLead(store.db, { form: 'contact', path: 'embedded', fields }, [
          { channel: 'webhook', dueAt: new Date(Date.now() + 3_600_000) },
        ]);
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, caller));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const round = (ms) => Math.round(ms * 10) / 10;
    return {
      saves: latencies.length,
      savesPerSecond: Math.round(latencies.length / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
    };
  } finally {
    await store.close();
  }
}

async function benchEngine(name, database, dataDir) {
  const server = await serve({
    port: await freePort(),
    warm: ['/robots.txt'],
    env: {
      ...CLEAN,
      ...database.env,
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: '1000',
      OUTBOX_PATH: path.join(dataDir, `${name}-outbox.jsonl`),
    },
  });
  try {
    // A few sends first, so the route is compiled and the pool open before the clock starts.
    for (let n = 0; n < 20; n += 1) {
      await fetch(`${server.origin}/api/v1.0/email/send-form`, {
        method: 'POST',
        body,
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'x-forwarded-for': `10.255.0.${n}`,
        },
      }).then((response) => response.arrayBuffer());
    }
    const figures = await load(server.origin);
    const store = connect(database.config);
    try {
      const row = await store.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return { engine: name, ...figures, leadsStored: Number(row.count) };
    } finally {
      await store.close();
    }
  } finally {
    await server.stop();
  }
}

const status = ensureBuild();
if (status !== 0) throw new Error('next build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-bench-'));
const given = process.env.TEST_DATABASE_URL;
const cluster = given ? undefined : await startPostgres();
const results = [];
const stores = [];
try {
  const file = path.join(dataDir, 'site.db');
  results.push(
    await benchEngine('SQLite', { env: { SQLITE_PATH: file }, config: { engine: 'sqlite', file } }, dataDir),
  );
  const url = await createDatabase(given ?? cluster.url, 'bench');
  results.push(
    await benchEngine(
      'PostgreSQL',
      { env: { DATABASE_URL: url, BETTER_AUTH_SECRET: BENCH_AUTH_SECRET }, config: { engine: 'postgres', url } },
      dataDir,
    ),
  );
  const storeFile = path.join(dataDir, 'store-only.db');
  stores.push({ engine: 'SQLite', ...(await storeLoad({ engine: 'sqlite', file: storeFile })) });
  const storeUrl = await createDatabase(given ?? cluster.url, 'bench_store');
  stores.push({ engine: 'PostgreSQL', ...(await storeLoad({ engine: 'postgres', url: storeUrl })) });
} finally {
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  endpoint: 'POST /api/v1.0/email/send-form (multipart, the embedded mode)',
  connections: CONNECTIONS,
  seconds: SECONDS,
  results,
  store: stores,
};
const md = [
  '# Leads bench',
  '',
  `${report.date}, Node ${report.node}. Written by \`npm run bench:leads\` (scripts/bench/leads.mjs).`,
  '',
  `The send endpoint, \`${report.endpoint}\`, under ${CONNECTIONS} connections for ${SECONDS} s on loopback, ` +
    'each request from its own X-Forwarded-For address (FORM_RATE_LIMIT=1000), one `next start` process.',
  '',
  '| store | requests | requests/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | leads stored |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) =>
    [
      r.engine,
      r.requests,
      r.requestsPerSecond,
      r.p50Ms,
      r.p90Ms,
      r.p99Ms,
      r.maxMs,
      r.errors,
      r.non2xx,
      r.leadsStored,
    ]
      .join(' | ')
      .replace(/^/, '| ')
      .concat(' |'),
  ),
  '',
  'Leads stored counts the rows in `leads` afterwards (the warm-up sends included): a build whose endpoint does ' +
    'not write to the store shows 0 there.',
  '',
  '## The store on its own',
  '',
  `\`saveLead\` (a lead and one queued delivery in one transaction), ${CONNECTIONS} callers at once for ${SECONDS} s ` +
    'in one Node.js process: SQLite with WAL and every commit synced to disk, PostgreSQL over a pool of 10 ' +
    'connections to a local cluster run with fsync off (a throwaway test cluster: a real server syncs).',
  '',
  '| store | saves | saves/s | p50 ms | p99 ms |',
  '|---|---|---|---|---|',
  ...stores.map((r) => `| ${r.engine} | ${r.saves} | ${r.savesPerSecond} | ${r.p50Ms} | ${r.p99Ms} |`),
  '',
];
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'leads-report.md'), md.join('\n'));
writeFileSync(path.join(outDir, 'leads-report.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(md.join('\n'));
