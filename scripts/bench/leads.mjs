#!/usr/bin/env node
/**
 * `npm run bench:leads`: the send endpoint under load on each store, now that every send is judged
 * for spam before it is delivered (src/lib/intake/spam.ts). The production build is served by
 * `next start` on loopback twice, once on SQLite (a fresh file) and once on PostgreSQL (a fresh
 * database in a throwaway cluster, or in TEST_DATABASE_URL's), and autocannon posts the embedded
 * endpoint's multipart send (`POST /api/v1.0/email/send-form`, what the browser sends without
 * EmailJS keys) from a new X-Forwarded-For address each time, so the limit of sends per address
 * refuses none. On each store it measures two kinds of sender:
 * - bots: the send as the earlier benches posted it, with no proof and no hidden field (judged
 *   spam, stored with status `spam`, answered 200 all the same);
 * - people: the same send with the hidden field present and empty and a fresh, valid proof in
 *   each request (stored `new`). The proofs are made before the load starts, as a browser makes
 *   them (`signedChallenge` under the server's fixed BETTER_AUTH_SECRET, solved with altcha-lib),
 *   issued a minute earlier so none is "too fast"; the pool is sized from the highest throughput
 *   seen on the same store (the bots' run, or the baseline's), and the run stops early, and says
 *   so, if it is used up.
 * It reports throughput, latency percentiles, errors and how each run's sends were stored (new or
 * spam), beside the figures of the committed report from before the judgement, then `saveLead` on
 * its own on both stores. Writes bench/leads-report.md and bench/leads-report.json.
 *
 * LEADS_BENCH_SECONDS (default 10) and LEADS_BENCH_CONNECTIONS (default 20) set the load;
 * LEADS_BENCH_PROOFS fixes the size of the pool of proofs; BENCH_OUT names another folder for the
 * report; NEXT_DIST_DIR serves (and if needed builds) another build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { connect } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { signedChallenge } from '../../src/lib/intake/challenge';
import { saveLead } from '../../src/lib/leads/store';
import { HONEYPOT_FIELD, PROOF_FIELD } from '../../src/lib/validation/fields';
import { freePort } from '../../test-support/postgres';
import { root } from '../lib/build.mjs';
import { blankEnv, ensureBenchBuild, madeNow, outDir, row, withStores, writeReport } from './harness.mjs';
import { latencyAndErrors, post, postLoad, settled } from './load.mjs';
import { judgementCost } from './judgement-cost.mjs';
import { serve } from './server.mjs';

const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LEADS_BENCH_CONNECTIONS ?? 20);
const FIXED_POOL = process.env.LEADS_BENCH_PROOFS ? Number(process.env.LEADS_BENCH_PROOFS) : undefined;
const REPORT = 'leads-report';
/** Rounds of the corpus the judgement's cost is measured over (LEADS_BENCH_JUDGEMENT_ROUNDS). */
const JUDGEMENT_ROUNDS = Number(process.env.LEADS_BENCH_JUDGEMENT_ROUNDS ?? 20);
/** The budget for what the judgement adds to a send, at the 99th percentile. */
const JUDGEMENT_BUDGET_P99_MS = 2;

/** The server's sign-in key, fixed so that the proofs made here are signed as the server's own. */
const BENCH_AUTH_SECRET = 'leads-bench-secret-0123456789-abcdefghij';
/** The proofs are issued this long before they are sent: past any "too fast" minimum. */
const PROOF_AGE_MS = 60_000;
/**
 * The pool holds this many times the sends the store could take in the run: its highest requests/s
 * × SECONDS. A person's send does all a bot's does plus checking and spending the proof, so the
 * bots' throughput is its ceiling; on a busy machine one run can be slower than the next, so the
 * baseline's throughput on the same store counts too, and the margin covers the rest.
 */
const POOL_MARGIN = 1.5;
/** Never fewer proofs than this: each connection must have some (autocannon shares the allowance out). */
const MIN_POOL = CONNECTIONS * 10;
/** Proofs kept back beyond the run's allowance, one per connection, for requests built as it stops. */
const POOL_SPARE = CONNECTIONS;
/** Sends of each kind before the clock starts: the routes compiled, the pool open. */
const WARM_UP_SENDS = 10;
/** After a run, the store is read until two reads this far apart agree (sends still in flight). */
const SETTLE_MS = 250;
const SETTLE_TRIES = 20;

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
const multipart = (fields) =>
  [
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    `--${BOUNDARY}--\r\n`,
  ].join('');
/** A bot's send: the body every earlier run of this bench posted (no proof, no hidden field). */
const botBody = multipart(FIELDS);
/** A person's send: the page's form adds the hidden field, empty, and the solved proof. */
const personBody = (proof) => multipart({ ...FIELDS, [HONEYPOT_FIELD]: '', [PROOF_FIELD]: proof });
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Every setting the server reads for the forms, blank unless given (so .env.local cannot add any). */
const CLEAN = blankEnv([
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID',
  'EMAILJS_PRIVATE_KEY',
  'DATABASE_URL',
  'SQLITE_PATH',
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
]);

/** `count` proofs for the contact form, as the page's script sends them (the hidden field's value). */
async function makeProofs(count) {
  const started = performance.now();
  const proofs = [];
  for (let n = 0; n < count; n += 1) {
    const challenge = await signedChallenge('contact', BENCH_AUTH_SECRET, Date.now() - PROOF_AGE_MS);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('a proof could not be solved');
    const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
    proofs.push(Buffer.from(JSON.stringify(payload)).toString('base64'));
  }
  return { proofs, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** autocannon on the endpoint for SECONDS (or `maxRequests` requests), each body from `nextBody`. */
async function load(origin, nextBody, maxRequests) {
  const result = await postLoad({
    url: `${origin}/api/v1.0/email/send-form`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { 'content-type': CONTENT_TYPE },
    nextBody,
    maxRequests,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    ...latencyAndErrors(result),
  };
}

/** How many leads the store holds by status, and the spam by reason. */
async function storedCounts(db) {
  const byStatus = await db
    .selectFrom('leads')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .groupBy('status')
    .execute();
  const byReason = await db
    .selectFrom('leads')
    .where('status', '=', 'spam')
    .select(['spam_reason', (eb) => eb.fn.countAll().as('count')])
    .groupBy('spam_reason')
    .execute();
  return {
    status: Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)])),
    reasons: Object.fromEntries(byReason.map((row) => [row.spam_reason ?? '(none)', Number(row.count)])),
  };
}

/** The counts once the sends still in flight when the clock stopped are stored. */
function settledCounts(db) {
  return settled(() => storedCounts(db), { ms: SETTLE_MS, tries: SETTLE_TRIES });
}

const minus = (after, before) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([key, count]) => [key, count - (before[key] ?? 0)])
      .filter(([, count]) => count !== 0),
  );

/** What one run stored: new and spam leads, and the spam's reasons. */
function storedBy(after, before) {
  const status = minus(after.status, before.status);
  const { new: fresh = 0, spam = 0, ...other } = status;
  return { new: fresh, spam, other, spamReasons: minus(after.reasons, before.reasons) };
}

async function benchEngine(name, database, dataDir) {
  const server = await serve({
    port: await freePort(),
    warm: ['/robots.txt'],
    env: {
      ...CLEAN,
      ...database.env,
      BETTER_AUTH_SECRET: BENCH_AUTH_SECRET,
      TRUST_PROXY: '1',
      FORM_RATE_LIMIT: '1000',
      OUTBOX_PATH: path.join(dataDir, `${name}-outbox.jsonl`),
    },
  });
  let store;
  try {
    // A few sends of each kind first, so the routes are compiled and the pool open before the clock starts.
    const { proofs: warmProofs } = await makeProofs(WARM_UP_SENDS);
    for (const body of [...Array(WARM_UP_SENDS).fill(botBody), ...warmProofs.map(personBody)]) {
      await post(`${server.origin}/api/v1.0/email/send-form`, body, { 'content-type': CONTENT_TYPE }).then(
        (response) => response.arrayBuffer(),
      );
    }
    store = connect(database.config);
    let countsBefore = await settledCounts(store.db);

    const bots = { engine: name, sender: 'bots', ...(await load(server.origin, () => botBody)) };
    let countsAfter = await settledCounts(store.db);
    bots.stored = storedBy(countsAfter, countsBefore);
    console.log(`[leads] ${name}, bots: ${bots.requestsPerSecond} requests/s`);

    const earlier = baseline?.results?.find((r) => r.engine === name)?.requestsPerSecond ?? 0;
    const ceiling = Math.max(bots.requestsPerSecond, earlier);
    const allowance = FIXED_POOL ?? Math.max(MIN_POOL, Math.ceil(ceiling * SECONDS * POOL_MARGIN));
    console.log(`[leads] ${name}: making ${allowance + POOL_SPARE} proofs for the people's run…`);
    const { proofs, seconds: makeSeconds } = await makeProofs(allowance + POOL_SPARE);
    let used = 0;
    let withoutProof = 0;
    const nextPerson = () => {
      if (used < proofs.length) return personBody(proofs[used++]);
      withoutProof += 1;
      return botBody;
    };
    countsBefore = countsAfter;
    const people = { engine: name, sender: 'people', ...(await load(server.origin, nextPerson, allowance)) };
    countsAfter = await settledCounts(store.db);
    people.stored = storedBy(countsAfter, countsBefore);
    people.proofs = {
      ceilingPerSecond: ceiling,
      made: proofs.length,
      used,
      makeSeconds,
      ranOut: used >= allowance,
      withoutProof,
    };
    console.log(`[leads] ${name}, people: ${people.requestsPerSecond} requests/s`);
    return [people, bots];
  } finally {
    await store?.close();
    await server.stop();
  }
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

/**
 * The figures to put beside this run's: the committed report's (HEAD, so a short trial run that
 * overwrote the file does not become the baseline), else the file in the report folder. A report
 * from before the judgement is the baseline itself; a later one carries that baseline forward.
 */
function readBaseline() {
  const relative = path.join('bench', `${REPORT}.json`);
  const shown = spawnSync('git', ['show', `HEAD:${relative}`], { cwd: root, encoding: 'utf8' });
  const file = path.join(outDir, `${REPORT}.json`);
  let previous;
  let source;
  if (shown.status === 0) [previous, source] = [JSON.parse(shown.stdout), `${relative} at HEAD`];
  else if (existsSync(file))
    [previous, source] = [JSON.parse(readFileSync(file, 'utf8')), path.relative(root, file)];
  if (!previous) return undefined;
  if (previous.before) return previous.before;
  if (!previous.results?.every((r) => r.sender === undefined)) return undefined;
  return {
    source,
    date: previous.date,
    connections: previous.connections,
    seconds: previous.seconds,
    results: previous.results,
    store: previous.store,
  };
}

/** The judgement's cost on both stores (from `withStores`), as a table for the report. */
async function judgementSection(stores) {
  const sqlite = await judgementCost(stores.sqlite('judge.db').config, JUDGEMENT_ROUNDS);
  const postgres = await judgementCost((await stores.postgres('bench_judge')).config, JUDGEMENT_ROUNDS);
  const costs = [
    { engine: 'SQLite', ...sqlite },
    { engine: 'PostgreSQL', ...postgres },
  ];
  const md = [
    '## The content judgement',
    '',
    `What judging a message by what it says adds to each send (src/lib/spam/judge, scripts/bench/judgement-cost.mjs): ` +
      `the ${sqlite.messages} messages of the test corpus, one after another, ${JUDGEMENT_ROUNDS} rounds, ` +
      'each taken in as the endpoints take it in (`judgeAndReceive`: judged, then stored). ' +
      "Added is what a send waited for the judgement: its read of the store (the team's rules, the last hour's fingerprints), " +
      "the score, and the text's fingerprint written after the commit. On PostgreSQL the judgement's round trips run " +
      "on other connections beside the transaction's own; on SQLite's one connection they are in line. " +
      `Budget: added p99 at most ${JUDGEMENT_BUDGET_P99_MS} ms.`,
    '',
    '| store | sends | added: p50 ms | p99 ms | max ms | whole send: p50 ms | p99 ms | score alone: p50 ms | p99 ms | within budget |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...costs.map((c) =>
      row([
        c.engine,
        c.added.samples,
        c.added.p50Ms,
        c.added.p99Ms,
        c.added.maxMs,
        c.send.p50Ms,
        c.send.p99Ms,
        c.scoreOnly.p50Ms,
        c.scoreOnly.p99Ms,
        c.added.p99Ms <= JUDGEMENT_BUDGET_P99_MS ? 'yes' : '**no**',
      ]),
    ),
    '',
  ];
  return { costs, md };
}

if (process.env.LEADS_BENCH_ONLY === 'judgement') {
  // The judgement alone: no build, no server; its own report beside the full one.
  const { costs, md } = await withStores('leads-judgement-', judgementSection);
  const made = madeNow();
  const text = [
    `# Leads bench: the content judgement`,
    '',
    `${made.date}, Node ${made.node}.`,
    '',
    ...md,
  ].join('\n');
  writeReport('leads-judgement', { ...made, costs }, text);
  process.exit(0);
}

const baseline = readBaseline();
ensureBenchBuild();
const results = [];
const stores = [];
let judgement;
await withStores('leads-bench-', async ({ dataDir, sqlite, postgres }) => {
  results.push(...(await benchEngine('SQLite', sqlite('site.db'), dataDir)));
  results.push(...(await benchEngine('PostgreSQL', await postgres('bench'), dataDir)));
  stores.push({ engine: 'SQLite', ...(await storeLoad(sqlite('store-only.db').config)) });
  stores.push({ engine: 'PostgreSQL', ...(await storeLoad((await postgres('bench_store')).config)) });
  judgement = await judgementSection({ sqlite, postgres });
});

const report = {
  ...madeNow(),
  endpoint: 'POST /api/v1.0/email/send-form (multipart, the embedded mode)',
  connections: CONNECTIONS,
  seconds: SECONDS,
  results,
  store: stores,
  judgement: judgement?.costs,
  before: baseline,
};

/** A person's send stored anything but `new`, a bot's anything but `spam`, or the proofs ran short. */
function problems(r) {
  const found = [];
  const expected = r.sender === 'people' ? 'new' : 'spam';
  const wrong = r.sender === 'people' ? r.stored.spam : r.stored.new;
  if (wrong > 0) found.push(`${wrong} stored as ${r.sender === 'people' ? 'spam' : 'new'}, not ${expected}`);
  if (Object.keys(r.stored.other).length > 0)
    found.push(`stored with other statuses: ${JSON.stringify(r.stored.other)}`);
  if (r.proofs?.ranOut) found.push(`the pool of proofs ran out after ${r.seconds} s`);
  if (r.proofs?.withoutProof) found.push(`${r.proofs.withoutProof} sent without a proof`);
  return found;
}

const FIGURES = ['requests', 'requestsPerSecond', 'p50Ms', 'p90Ms', 'p99Ms', 'maxMs', 'errors', 'non2xx'];
const runRow = (label, r, stored) => row([r.engine, label, ...FIGURES.map((key) => r[key]), ...stored]);
const engines = [...new Set(results.map((r) => r.engine))];
const find = (engine, sender) => results.find((r) => r.engine === engine && r.sender === sender);
const checks = results.flatMap((r) => problems(r).map((problem) => `${r.engine}, ${r.sender}: ${problem}`));

const md = [
  '# Leads bench',
  '',
  `${report.date}, Node ${report.node}. Written by \`npm run bench:leads\` (scripts/bench/leads.mjs).`,
  '',
  `The send endpoint, \`${report.endpoint}\`, under ${CONNECTIONS} connections for ${SECONDS} s on loopback, ` +
    'each request from its own X-Forwarded-For address (FORM_RATE_LIMIT=1000), one `next start` process. ' +
    'Every send is judged for spam before it is stored (src/lib/intake/spam.ts). **Bots** post the send the ' +
    'earlier runs of this bench posted: no proof, no hidden field. **People** post the same send with the hidden ' +
    'field present and empty and a fresh proof in each request, solved before the load started ' +
    "(signed with the server's key, issued a minute earlier). Stored new and spam count the leads each run added.",
  '',
  '## Before and after the judgement',
  '',
  baseline
    ? `Before: ${baseline.source}, ${baseline.date}, ${baseline.connections} connections for ${baseline.seconds} s, ` +
      'when every send was stored without a verdict.'
    : 'Before: no report from before the judgement was found (bench/leads-report.json at HEAD), so there is no baseline.',
  '',
  '| store | sends | requests | requests/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | stored new | stored spam |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...engines.flatMap((engine) => {
    const old = baseline?.results?.find((r) => r.engine === engine);
    const [people, bots] = [find(engine, 'people'), find(engine, 'bots')];
    return [
      ...(old
        ? [runRow('before: no judgement', old, [`${old.leadsStored} (no verdict, warm-up included)`, '–'])]
        : []),
      runRow('after: people with proofs', people, [people.stored.new, people.stored.spam]),
      runRow('after: bots', bots, [bots.stored.new, bots.stored.spam]),
    ];
  }),
  '',
  checks.length === 0
    ? "Every person's send was stored `new` and every bot's `spam`; no run used up its proofs."
    : `**Check:** ${checks.join('; ')}.`,
  '',
  '## The proofs and the verdicts',
  '',
  `The people's pool on each store: ${POOL_MARGIN} × the highest requests/s seen on that store (the bots' run ` +
    `or the baseline's) × ${SECONDS} s (or LEADS_BENCH_PROOFS), plus ${POOL_SPARE} spare; the run stops when ` +
    'the allowance is used. Stored new and spam include the sends still in flight when the clock stopped, ' +
    'which autocannon does not count as requests.',
  '',
  "| store | ceiling requests/s | proofs made | seconds to make | used | ran out | bots' spam reasons |",
  '|---|---|---|---|---|---|---|',
  ...engines.map((engine) => {
    const [people, bots] = [find(engine, 'people'), find(engine, 'bots')];
    const reasons = Object.entries(bots.stored.spamReasons).map(([reason, count]) => `${count}: ${reason}`);
    return row([
      engine,
      people.proofs.ceilingPerSecond,
      people.proofs.made,
      people.proofs.makeSeconds,
      people.proofs.used,
      people.proofs.ranOut ? 'yes' : 'no',
      reasons.join('<br>'),
    ]);
  }),
  ...results
    .filter((r) => r.sender === 'people' && r.stored.spam > 0)
    .map(
      (r) =>
        `\n${r.engine}: people's sends stored as spam, by reason: ${JSON.stringify(r.stored.spamReasons)}`,
    ),
  '',
  '## The store on its own',
  '',
  `\`saveLead\` (a lead and one queued delivery in one transaction), ${CONNECTIONS} callers at once for ${SECONDS} s ` +
    'in one Node.js process: SQLite with WAL and every commit synced to disk, PostgreSQL over a pool of 10 ' +
    'connections to a local cluster run with fsync off (a throwaway test cluster: a real server syncs). ' +
    'The judgement does not change this path; the earlier figures are beside it.',
  '',
  '| store | saves | saves/s | p50 ms | p99 ms | before: saves/s | before: p50 ms | before: p99 ms |',
  '|---|---|---|---|---|---|---|---|',
  ...stores.map((r) => {
    const old = baseline?.store?.find((s) => s.engine === r.engine);
    return row([
      r.engine,
      r.saves,
      r.savesPerSecond,
      r.p50Ms,
      r.p99Ms,
      old?.savesPerSecond ?? '–',
      old?.p50Ms ?? '–',
      old?.p99Ms ?? '–',
    ]);
  }),
  '',
  ...(judgement?.md ?? []),
];
writeReport(REPORT, report, md.join('\n'));
