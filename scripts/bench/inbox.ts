/**
 * `npm run bench:inbox`: the inbox's queries over 10,000 and 100,000 leads, on SQLite and on a
 * throwaway PostgreSQL cluster: the newest page of the list with the counts per status, an older
 * page (from a cursor half way down), a broad search (one lead in 7 matches) and a narrow one (one
 * lead), each with its counts, and the CSV export of every lead as the route streams it (each lead
 * but spam has its e-mail delivered, so each batch reads its outcomes too). Each is run
 * RUNS times: server time p50 and p95. The export's memory is sampled while one full export streams
 * (the process's RSS and V8 heap above what they were before it), and, for comparison, while the
 * same leads are read into one string first, as the export did before it streamed.
 *
 * INBOX_BENCH_SIZES=1000,5000 and INBOX_BENCH_RUNS=5 make a quick check. Writes
 * bench/inbox-report.json and bench/inbox-report.md, keeping the figures of the report before the
 * export streamed (`previous`).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import { connect, type Connection } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import type { NewLead } from '../../src/lib/db/schema';
import { parseFilter } from '../../src/lib/inbox/filters';
import { exportBatches } from '../../src/lib/inbox/export';
import { listLeads, statusCounts } from '../../src/lib/inbox/queries';
import { leadsCsv, leadsCsvStream, type LeadLine } from '../../src/lib/leads/csv';
import { createDatabase, startPostgres } from '../../test-support/postgres';

const numbers = (text: string | undefined, fallback: number[]) =>
  text
    ? text
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback;
const SIZES = numbers(process.env.INBOX_BENCH_SIZES, [10_000, 100_000]).sort((a, b) => a - b);
const RUNS = numbers(process.env.INBOX_BENCH_RUNS, [30])[0] ?? 30;
const BATCH = 500;
const SOURCES = ['google', 'facebook.com', 'instagram', 'linkedin.com', 'newsletter', null];
const STATUSES = ['new', 'new', 'contacted', 'won', 'lost', 'spam'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The leads' times spread over half a year, the newest now. */
const SPREAD_MS = 180 * DAY_MS;
/** How often the export's memory is sampled, besides at every chunk it hands over. */
const SAMPLE_EVERY_MS = 5;
const MB = 1024 * 1024;
const REPORT_JSON = path.join('bench', 'inbox-report.json');
const REPORT_MD = path.join('bench', 'inbox-report.md');

// A full collection before each memory sample's baseline, so garbage of earlier runs is not counted.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function lead(index: number, now: number, total: number): NewLead {
  const source = SOURCES[index % SOURCES.length] ?? null;
  return {
    id: randomUUID(),
    received_at: new Date(now - (index / total) * SPREAD_MS).toISOString(),
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

/** Adds leads `from`…`to - 1` (each but spam with its e-mail delivered), then updates statistics. */
async function seed(connection: Connection, from: number, to: number, now: number, total: number) {
  const { db } = connection;
  for (let start = from; start < to; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, to - start) }, (_, offset) =>
      lead(start + offset, now, total),
    );
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(rows).execute();
      const at = new Date(now).toISOString();
      const emails = rows
        .filter((row) => row.status !== 'spam')
        .map((row) => ({
          id: randomUUID(),
          lead_id: row.id,
          channel: 'email' as const,
          status: 'delivered' as const,
          attempts: 1,
          created_at: at,
          updated_at: at,
        }));
      if (emails.length > 0) await trx.insertInto('deliveries').values(emails).execute();
    });
  }
  // What autovacuum would have done by the time the team opens the inbox.
  if (connection.engine === 'postgres') await sql`vacuum analyze leads, deliveries`.execute(db);
}

interface Timing {
  p50: number;
  p95: number;
}

const round = (value: number) => Number(value.toFixed(2));

async function time(task: () => Promise<unknown>): Promise<Timing> {
  await task(); // warm
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    round(samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]!);
  return { p50: at(0.5), p95: at(0.95) };
}

/** Reads the route's response body to its end; its length in bytes. */
async function drain(stream: ReadableStream<Uint8Array>, onChunk: () => void = () => {}): Promise<number> {
  const reader = stream.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
    onChunk();
  }
}

interface Memory {
  rssMb: number;
  heapMb: number;
}

/** The highest RSS and heap above their level before `task`, sampled on a timer and by `task`. */
async function peakMemory(task: (sample: () => void) => Promise<unknown>): Promise<Memory> {
  gc();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  try {
    await task(sample);
  } finally {
    clearInterval(timer);
  }
  sample();
  return { rssMb: round((rss - base.rss) / MB), heapMb: round((heap - base.heapUsed) / MB) };
}

async function measure(connection: Connection, size: number) {
  const { db, engine } = connection;
  const first = parseFilter({});
  const everything = parseFilter({ status: 'all' });
  const half = await db
    .selectFrom('leads')
    .select(['received_at', 'id'])
    .where('status', '!=', 'spam')
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor((size * 5) / 12))
    .limit(1)
    .executeTakeFirstOrThrow();
  const middle = { after: { receivedAt: half.received_at, id: half.id } };
  const broad = parseFilter({ q: 'optimisation' });
  const narrow = parseFilter({ q: `visitor${Math.floor(size / 2) + 1}@` });
  const page = (filter: typeof first, position = {}) =>
    Promise.all([listLeads(db, engine, filter, position), statusCounts(db, engine, filter)]);
  const stream = () => leadsCsvStream(exportBatches(db, engine, everything));
  // Memory first, before the timed runs raise the process's high-water mark; streamed, then whole.
  const exportMemory = await peakMemory((sample) => drain(stream(), sample));
  const bufferedExportMemory = await peakMemory(async (sample) => {
    const lines: LeadLine[] = [];
    for await (const batch of exportBatches(db, engine, everything)) {
      lines.push(...batch);
      sample();
    }
    return leadsCsv(lines).length;
  });
  const result = {
    list: await time(() => page(first)),
    listOlder: await time(() => page(first, middle)),
    search: await time(() => page(broad)),
    searchNarrow: await time(() => page(narrow)),
    export: await time(() => drain(stream())),
    exportMemory,
    bufferedExportMemory,
  };
  console.log(`${engine} ${size}: ${JSON.stringify(result)}`);
  return result;
}

type Figures = Awaited<ReturnType<typeof measure>>;
type Results = Record<string, Record<string, Figures>>;

async function benchEngine(connection: Connection, results: Results, name: string) {
  await migrateToLatest(connection.db);
  const now = Date.now();
  const largest = SIZES.at(-1)!;
  let seeded = 0;
  for (const size of SIZES) {
    // Leads are added oldest-last, so each size is the newest `size` leads of the largest.
    await seed(connection, seeded, size, now, largest);
    seeded = size;
    (results[String(size)] ??= {})[name] = await measure(connection, size);
  }
}

/** The figures of the report this run replaces, or the ones it kept from before the export streamed. */
function previousFigures(): unknown {
  if (!existsSync(REPORT_JSON)) return undefined;
  const prior = JSON.parse(readFileSync(REPORT_JSON, 'utf8')) as { previous?: unknown; sizes?: unknown };
  return prior.sizes ? prior.previous : prior;
}

const cell = (timing: Timing) => `${timing.p50} / ${timing.p95}`;
const memory = (m: Memory) => `${m.rssMb} / ${m.heapMb}`;

function markdown(report: { runs: number; measuredAt: string; results: Results; previous: unknown }): string {
  const lines = [
    '# Lead inbox bench',
    '',
    `${report.runs} runs each, server time in ms (p50 / p95), ${report.measuredAt.slice(0, 10)}.`,
    'List: the newest page of 50 with the counts per status (one grouped query); older page: the page',
    'after a cursor half way down. Search: the same with a search over name, e-mail, subject and',
    'message, broad (one lead in 7 matches) and narrow (one lead). Export: every lead as the CSV the',
    'route streams, each lead but spam with its e-mail delivered. Memory: MB above the level before',
    'it (RSS / V8 heap) at the peak of one full export streamed, and of the same leads read into one',
    'string first, as the export was before it streamed.',
    '',
    '| Leads | Engine | List | Older page | Search | Narrow search | Export | Export memory | Buffered memory |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(report.results).flatMap(([size, engines]) =>
      Object.entries(engines).map(
        ([name, r]) =>
          `| ${Number(size).toLocaleString('en-GB')} | ${name} | ${cell(r.list)} | ${cell(r.listOlder)} | ${cell(r.search)} | ${cell(r.searchNarrow)} | ${cell(r.export)} | ${memory(r.exportMemory)} | ${memory(r.bufferedExportMemory)} |`,
      ),
    ),
    '',
  ];
  const previous = report.previous as
    { leads?: number; measuredAt?: string; results?: Record<string, Record<string, Timing>> } | undefined;
  if (previous?.results) {
    lines.push(
      `Before (OFFSET pages with a separate total, the export read whole), ${previous.leads} leads, ${previous.measuredAt?.slice(0, 10)}:`,
      '',
      '| Engine | List | Search | Export |',
      '| --- | --- | --- | --- |',
      ...Object.entries(previous.results).map(
        ([name, r]) =>
          `| ${name} | ${r.list && cell(r.list)} | ${r.search && cell(r.search)} | ${r.export && cell(r.export)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

async function main() {
  const previous = previousFigures();
  const results: Results = {};
  const dir = mkdtempSync(path.join(tmpdir(), 'inbox-bench-'));
  const sqlite = connect({ engine: 'sqlite', file: path.join(dir, 'site.db') });
  try {
    await benchEngine(sqlite, results, 'SQLite');
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const cluster = await startPostgres();
  try {
    const postgres = connect({ engine: 'postgres', url: await createDatabase(cluster.url, 'bench') });
    try {
      await benchEngine(postgres, results, 'PostgreSQL');
    } finally {
      await postgres.close();
    }
  } finally {
    cluster.stop();
  }

  const report = { sizes: SIZES, runs: RUNS, measuredAt: new Date().toISOString(), results, previous };
  writeFileSync(REPORT_JSON, `${JSON.stringify(report, null, 2)}\n`);
  const text = markdown(report);
  writeFileSync(REPORT_MD, text);
  console.log(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
