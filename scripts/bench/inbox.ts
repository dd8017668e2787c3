/**
 * `npm run bench:inbox`: the inbox's queries over 10,000 leads, on SQLite and on a throwaway
 * PostgreSQL cluster: the first page of the list (with its count and the counts per status), a
 * search, and the CSV export of every lead, each run RUNS times, server time p50 and p95. Writes
 * bench/inbox-report.json and bench/inbox-report.md.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { connect, type Connection } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import type { NewLead } from '../../src/lib/db/schema';
import { parseFilter } from '../../src/lib/inbox/filters';
import { exportLeads, listLeads, statusCounts } from '../../src/lib/inbox/queries';
import { leadsCsv } from '../../src/lib/leads/csv';
import { createDatabase, startPostgres } from '../../test-support/postgres';

const LEADS = 10_000;
const RUNS = 30;
const BATCH = 500;
const SOURCES = ['google', 'facebook.com', 'instagram', 'linkedin.com', 'newsletter', null];
const STATUSES = ['new', 'new', 'contacted', 'won', 'lost', 'spam'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

function lead(index: number, now: number): NewLead {
  const source = SOURCES[index % SOURCES.length] ?? null;
  return {
    id: randomUUID(),
    received_at: new Date(now - (index / LEADS) * 180 * DAY_MS).toISOString(),
    form: index % 5 === 0 ? 'subscribe' : 'contact',
    path: 'embedded',
    name: `Visitor ${index}`,
    email: `visitor${index}@example.pk`,
    subject: `Enquiry ${index} about ${index % 7 === 0 ? 'search engine optimisation' : 'a new website'}`,
    message: `Hello, we are a business in Lahore (#${index}). `.repeat(8),
    language: index % 4 === 0 ? 'ur' : null,
    utm_source: source && !source.includes('.') ? source : null,
    utm_medium: null,
    utm_campaign: null,
    landing_page: '/contact-us',
    referrer_host: source?.includes('.') ? source : null,
    fields: '{}',
    browser_outcome: null,
    status: STATUSES[index % STATUSES.length]!,
  };
}

async function seed(connection: Connection): Promise<void> {
  await migrateToLatest(connection.db);
  const now = Date.now();
  for (let start = 0; start < LEADS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, LEADS - start) }, (_, offset) => lead(start + offset, now));
    await connection.db.insertInto('leads').values(rows).execute();
  }
}

async function time(task: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await task(); // warm
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => Number(samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]!.toFixed(2));
  return { p50: at(0.5), p95: at(0.95) };
}

async function measure(connection: Connection) {
  const { db, engine } = connection;
  const first = parseFilter({});
  const search = parseFilter({ q: 'optimisation' });
  return {
    list: await time(() => Promise.all([listLeads(db, engine, first), statusCounts(db, engine, first)])),
    search: await time(() => Promise.all([listLeads(db, engine, search), statusCounts(db, engine, search)])),
    export: await time(async () => leadsCsv(await exportLeads(db, engine, parseFilter({ status: 'all' })))),
  };
}

async function main() {
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  const dir = mkdtempSync(path.join(tmpdir(), 'inbox-bench-'));
  const sqlite = connect({ engine: 'sqlite', file: path.join(dir, 'site.db') });
  await seed(sqlite);
  results.SQLite = await measure(sqlite);
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });

  const cluster = await startPostgres();
  try {
    const postgres = connect({ engine: 'postgres', url: await createDatabase(cluster.url, 'bench') });
    await seed(postgres);
    results.PostgreSQL = await measure(postgres);
    await postgres.close();
  } finally {
    await cluster.stop();
  }

  const report = { leads: LEADS, runs: RUNS, measuredAt: new Date().toISOString(), results };
  writeFileSync(path.join('bench', 'inbox-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    '# Lead inbox bench',
    '',
    `${LEADS} leads, ${RUNS} runs each, server time in ms (p50 / p95), ${report.measuredAt.slice(0, 10)}.`,
    'List: first page of 50 with its count and the counts per status. Search: the same with a search',
    'over name, e-mail, subject and message. Export: every lead as CSV.',
    '',
    '| Engine | List | Search | Export |',
    '| --- | --- | --- | --- |',
    ...Object.entries(results).map(
      ([name, r]) =>
        `| ${name} | ${r.list.p50} / ${r.list.p95} | ${r.search.p50} / ${r.search.p95} | ${r.export.p50} / ${r.export.p95} |`,
    ),
    '',
  ];
  writeFileSync(path.join('bench', 'inbox-report.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
