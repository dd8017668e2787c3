/**
 * What the content judgement (src/lib/intake/judge) adds to each send: every message of the
 * test corpus (test-support/spam-corpus.ts) judged as the endpoints judge it, `assessMessage`
 * (the team's rules and the recent fingerprints read from the store, then the score), one
 * message after another for `rounds` rounds, on the store `config` names.
 * The score alone (`judgeContent`, no store) is timed too. Akismet is not set: it is asked only
 * when unsure, and its wait is its own (at most AKISMET_TIMEOUT_MS).
 */
import { connect } from '../../src/lib/db/connection';
import { migrateToLatest } from '../../src/lib/db/migrate';
import { assessMessage, judgeSettings } from '../../src/lib/intake/judge/assess';
import { rememberPrint } from '../../src/lib/intake/judge/prints';
import { judgeContent } from '../../src/lib/intake/judge/score';
import { readServerEnv } from '../../src/env';
import { CORPUS } from '../../test-support/spam-corpus';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 1000) / 1000;
const figures = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { samples: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1)) };
};
/** Rounds before the clock starts: modules compiled, statements prepared, the pool open. */
const WARM_UP_ROUNDS = 2;
const MS_PER_MINUTE = 60_000;

export async function judgementCost(config, rounds) {
  const store = connect(config);
  const server = readServerEnv({});
  try {
    await migrateToLatest(store.db);
    const withStore = [];
    const scoreOnly = [];
    const settings = judgeSettings();
    let minute = 0;
    for (let round = 0; round < WARM_UP_ROUNDS + rounds; round += 1) {
      for (const message of CORPUS) {
        // Each send a minute later than the last, so the prints table grows as on a busy site.
        const now = new Date(Date.UTC(2026, 10, 1) + (minute += 1) * MS_PER_MINUTE);
        const started = performance.now();
        const judged = await assessMessage(store.db, message, { server, now });
        const took = performance.now() - started;
        // Untimed: on the endpoints this row joins the lead's own transaction, whose commit the
        // store's figures already count; here it only keeps the table growing.
        if (judged.print) await rememberPrint(store.db, judged.print, message.email, now);
        const scoreStarted = performance.now();
        judgeContent(message, settings);
        const scoreTook = performance.now() - scoreStarted;
        if (round >= WARM_UP_ROUNDS) {
          withStore.push(took);
          scoreOnly.push(scoreTook);
        }
      }
    }
    return { messages: CORPUS.length, rounds, withStore: figures(withStore), scoreOnly: figures(scoreOnly) };
  } finally {
    await store.close();
  }
}
