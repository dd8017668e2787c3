/**
 * The same text from several addresses: each message's fingerprint (./normalise.ts) is kept with
 * its sender for a while, so a text already sent from another address within the hour is held
 * after the first. Only the fingerprint is kept, never the text. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { normaliseEmail } from './normalise';

/** How far back "the same text" looks. */
export const REPEAT_WINDOW_MS = 60 * 60 * 1000;
/** Fingerprints are kept a day (then pruned with the daily retention), well past the window. */
export const PRINT_KEPT_MS = 24 * 60 * 60 * 1000;

export async function rememberPrint(db: Kysely<Database>, print: string, email: string, now: Date): Promise<void> {
  await db
    .insertInto('message_prints')
    .values({ print, email: normaliseEmail(email), seen_at: now.toISOString() })
    .execute();
}

export async function deleteOldPrints(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('message_prints')
    .where('seen_at', '<', new Date(now.getTime() - PRINT_KEPT_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
