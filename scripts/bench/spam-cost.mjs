/**
 * What the learned classifier adds to a send, on each store (`npm run bench:spam`, or alone:
 * `tsx --conditions=react-server scripts/bench/spam-cost.mjs`): every message of the test corpus
 * (test-support/spam-corpus.ts) assessed as the forms assess it, one after another, on a SQLite
 * file and on a PostgreSQL database (TEST_DATABASE_URL's server, or a throwaway cluster started as
 * the tests start theirs), each already taught MARKS marks by the team.
 * - "without": the rules' part alone, as before the classifier decided: the store's read (the
 *   team's rules, the same text lately) and the detectors (`storeSignals` + `readSigns`).
 * - "with": the whole assessment (`assessMessage`): the same read, which now also gives the marks'
 *   version, the classifier with the team's marks, and the explanation of a held message.
 * The two are timed on the same message, one right after the other, in alternating order. Akismet
 * is not set: it is asked only when unsure, and its wait is its own. Also timed: rebuilding the
 * model after a new mark (once per instance per change of the marks, at its next message).
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { readServerEnv } from '../../src/env/server';
import { connect } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { assessMessage, judgeSettings } from '../../src/lib/spam/judge/assess';
import { textPrint } from '../../src/lib/spam/judge/normalise';
import { rememberPrint } from '../../src/lib/spam/judge/prints';
import { readSigns } from '../../src/lib/spam/judge/score';
import { storeSignals } from '../../src/lib/spam/judge/signals';
import { markLead, siteModel } from '../../src/lib/spam/learning';
import { CORPUS } from '../../test-support/spam-corpus';
import { row, withStores } from './harness.mjs';

/** Rounds over the corpus that are timed, and rounds before: modules compiled, the pool open. */
export const COST_ROUNDS = 10;
const WARM_UP_ROUNDS = 2;
/** The marks the site has been taught before the clock starts. */
const MARKS = 60;
/** Marks made one by one, the model rebuilt after each. */
const REBUILDS = 5;
const MS_PER_MINUTE = 60_000;

const round = (ms) => Math.round(ms * 1000) / 1000;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const figures = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
  };
};

const textOf = (message) => ({
  email: message.email,
  name: message.name,
  subject: message.subject,
  message: message.message,
});

/** Teaches the site `count` marks: corpus messages marked as what they are. */
async function teach(db, count, offset = 0) {
  for (let index = 0; index < count; index += 1) {
    const message = CORPUS[(offset + index) % CORPUS.length];
    const lead = { id: randomUUID(), ...textOf(message) };
    await db
      .transaction()
      .execute((trx) => markLead(trx, lead, message.kind === 'enquiry' ? 'ham' : 'spam', 'bench'));
  }
}

export async function assessmentCost(config, rounds = COST_ROUNDS) {
  const store = connect(config);
  const server = readServerEnv({});
  const settings = judgeSettings();
  try {
    await migrateToLatest(store.db);
    await teach(store.db, MARKS);
    const without = [];
    const withClassifier = [];
    const added = [];
    let minute = 0;
    for (let turn = 0; turn < WARM_UP_ROUNDS + rounds; turn += 1) {
      for (const [index, message] of CORPUS.entries()) {
        const now = new Date(Date.UTC(2026, 10, 1) + (minute += 1) * MS_PER_MINUTE);
        const text = textOf(message);
        const print = textPrint(text.message ?? '');
        const rulesOnly = async () => {
          const started = performance.now();
          const { repeats } = await storeSignals(store.db, text.email, print, now);
          readSigns(text, { ...settings, repeats });
          return performance.now() - started;
        };
        const whole = async () => {
          const started = performance.now();
          await assessMessage(store.db, text, { server, now });
          return performance.now() - started;
        };
        const first = (turn + index) % 2 === 0;
        const a = first ? await rulesOnly() : await whole();
        const b = first ? await whole() : await rulesOnly();
        const [rulesMs, wholeMs] = first ? [a, b] : [b, a];
        // As the site does after the lead is stored, so the same text from many addresses is seen.
        if (print) await rememberPrint(store.db, print, text.email, now);
        if (turn >= WARM_UP_ROUNDS) {
          without.push(rulesMs);
          withClassifier.push(wholeMs);
          added.push(wholeMs - rulesMs);
        }
      }
    }
    const rebuilds = [];
    for (let mark = 0; mark < REBUILDS; mark += 1) {
      await teach(store.db, 1, MARKS + mark);
      const started = performance.now();
      await siteModel(store.db);
      rebuilds.push(performance.now() - started);
    }
    return {
      messages: CORPUS.length,
      rounds,
      marks: MARKS,
      without: figures(without),
      with: figures(withClassifier),
      added: figures(added),
      rebuild: figures(rebuilds),
    };
  } finally {
    await store.close();
  }
}

/** Both stores' figures, and their table. */
export async function costSection(rounds = COST_ROUNDS) {
  const results = await withStores('spam-cost-', async ({ sqlite, postgres }) => [
    { engine: 'SQLite', ...(await assessmentCost(sqlite('spam.db').config, rounds)) },
    { engine: 'PostgreSQL', ...(await assessmentCost((await postgres('bench_spam')).config, rounds)) },
  ]);
  const lines = [
    row([
      'store',
      'without classifier: p50',
      'p99',
      'with classifier: p50',
      'p99',
      'added per message: p50',
      'p99',
      'model rebuilt after a mark: p50',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...results.map((result) =>
      row([
        result.engine,
        `${result.without.p50Ms} ms`,
        `${result.without.p99Ms} ms`,
        `${result.with.p50Ms} ms`,
        `${result.with.p99Ms} ms`,
        `${result.added.p50Ms} ms`,
        `${result.added.p99Ms} ms`,
        `${result.rebuild.p50Ms} ms`,
      ]),
    ),
  ];
  const [first] = results;
  const md = [
    lines.join('\n'),
    '',
    `${first.messages} messages of the test corpus, ${first.rounds} rounds, on a store taught ${first.marks} marks; "added per message" is with minus without on the same message. "Without" is the store's read and the detectors (\`storeSignals\` + \`readSigns\`), "with" the whole assessment (\`assessMessage\`: the same read, the classifier with the team's marks, the explanation of a held message). The model is rebuilt with the marks once per instance after each change of them, at its next message.`,
  ].join('\n');
  return { results, md };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log((await costSection()).md);
