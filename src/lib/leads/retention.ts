/**
 * Leads are kept LEADS_RETENTION_DAYS (365 by default), then deleted with their deliveries (one
 * query; the deliveries go with their lead); spent form proofs go once expired, texts'
 * fingerprints after a day. The server runs it
 * at start and then daily. Server only.
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { timeAt } from '@/lib/db/clock';
import { deleteExpiredProofs } from '@/lib/intake/spam';
import { deleteOldPrints } from '@/lib/intake/judge/prints';
import { errorText } from '@/lib/intake/store-lead';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Deletes the leads received more than `days` days before `now`; returns how many went. */
export async function deleteExpiredLeads(db: Kysely<Database>, days: number, now?: Date): Promise<number> {
  // The database's clock unless a test gives its own: every instance deletes by the same time.
  const cutoff = timeAt(db, now, -days * MS_PER_DAY);
  const result = await db.deleteFrom('leads').where('received_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

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
    } catch (error) {
      console.error(`[leads] old leads could not be deleted: ${errorText(error)}`);
    }
  };
  void run();
  const timer = setInterval(() => void run(), MS_PER_DAY);
  timer.unref();
  return () => clearInterval(timer);
}
