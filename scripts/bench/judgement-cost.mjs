/**
 * What the content judgement (src/lib/spam/judge) adds to each send: every message of the
 * test corpus (test-support/spam-corpus.ts) taken in as the endpoints take it in
 * (`judgeAndReceive`: the judgement, then the lead stored), one message after another for
 * `rounds` rounds, on the store `config` names. A send's added cost is what it waited for the
 * judgement (its read of the store and the score, and the text's fingerprint written after the
 * commit); on PostgreSQL those round trips run beside the transaction's own. The whole send and
 * the score alone (`judgeContent`, no store) are timed too. Akismet is not set: it is asked only
 * when unsure, and its wait is its own (at most AKISMET_TIMEOUT_MS).
 */
import { randomUUID } from 'node:crypto';
import { connect } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { judgeSettings } from '../../src/lib/spam/judge/assess';
import { judgeContent } from '../../src/lib/spam/judge/score';
import { judgeAndReceive } from '../../src/lib/intake/store-lead';
import { HONEYPOT_FIELD } from '../../src/lib/validation/fields';
import { readServerEnv } from '../../src/env/server';
import { CORPUS } from '../../test-support/spam-corpus';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 1000) / 1000;
const figures = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1)),
  };
};
/** Rounds before the clock starts: modules compiled, statements prepared, the pool open. */
const WARM_UP_ROUNDS = 2;
const MS_PER_MINUTE = 60_000;

export async function judgementCost(config, rounds) {
  const store = connect(config);
  const server = readServerEnv({});
  try {
    await migrateToLatest(store.db);
    const added = [];
    const sends = [];
    const scoreOnly = [];
    const settings = judgeSettings();
    let minute = 0;
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round += 1) {
      for (const message of CORPUS) {
        // Each send a minute later than the last, so the prints table grows as on a busy site.
        const now = new Date(Date.UTC(2026, 10, 1) + (minute += 1) * MS_PER_MINUTE);
        const fields = {
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
        };
        let waited = 0;
        const started = performance.now();
        await judgeAndReceive(
          store.db,
          // Sent without JavaScript: no proof to spend, so the transaction's own steps are the fewest.
          {
            form: 'contact',
            raw: { ...fields, [HONEYPOT_FIELD]: '' },
            arrival: 'no-script',
            now: now.getTime(),
          },
          { id: randomUUID(), form: 'contact', path: 'no-script', fields },
          server,
          now,
          ({ waitedMs }) => (waited = waitedMs),
        );
        const took = performance.now() - started;
        const scoreStarted = performance.now();
        judgeContent(message, settings);
        const scoreTook = performance.now() - scoreStarted;
        if (round >= WARM_UP_ROUNDS) {
          added.push(waited);
          sends.push(took);
          scoreOnly.push(scoreTook);
        }
      }
    }
    return {
      messages: CORPUS.length,
      rounds,
      added: figures(added),
      send: figures(sends),
      scoreOnly: figures(scoreOnly),
    };
  } finally {
    await store.close();
  }
}
