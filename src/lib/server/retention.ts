/**
 * The server's daily sweep, at start and then every day: leads older than LEADS_RETENTION_DAYS
 * (src/lib/leads/retention.ts), spent form proofs once expired, texts' fingerprints after a day
 * (src/lib/spam/judge), and the tokens of the spam marks whose lead is gone. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { deleteOldPrints } from '@/lib/spam/judge/prints';
import { dropOrphanMarks } from '@/lib/spam/learning';
import { deleteExpiredProofs } from '@/lib/intake/spam';
import { errorText } from '@/lib/intake/store-lead';
import { deleteExpiredLeads } from '@/lib/leads/retention';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Deletes expired leads now and every day after; the timer never keeps the process alive. */
export function startRetention(open: () => Kysely<Database>, days: number): () => void {
  const run = async () => {
    try {
      const deleted = await deleteExpiredLeads(open(), days);
      if (deleted > 0) console.log(`[leads] deleted ${deleted} lead(s) older than ${days} days`);
      // Spent form proofs are kept only while they could still be replayed.
      await deleteExpiredProofs(open());
      // Fingerprints of texts serve the last hour's repeat check; a day is plenty.
      await deleteOldPrints(open());
      // A mark's tokens are its message's words: they go with the lead; its counts stay.
      await dropOrphanMarks(open());
    } catch (error) {
      console.error(`[leads] old leads could not be deleted: ${errorText(error)}`);
    }
  };
  void run();
  const timer = setInterval(() => void run(), MS_PER_DAY);
  timer.unref();
  return () => clearInterval(timer);
}
