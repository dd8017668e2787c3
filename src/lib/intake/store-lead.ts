/**
 * Taking a lead in from a form endpoint: stored, with the deliveries it is owed (./channels.ts),
 * before the sender hears it arrived. When the store cannot be reached the endpoint says so and
 * claims nothing; the log names what failed, never what the visitor wrote. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { deliveriesFor } from '@/lib/leads/channels';
import { saveLead, type IncomingLead, type SaveResult } from '@/lib/leads/store';
import { wakeDeliveries } from '@/lib/leads/delivery-service';

/** What the embedded endpoint and the hand-off answer when the store cannot be reached. */
export const STORE_UNAVAILABLE = 'The message could not be stored. Please try again later.';

/** Longest error text logged: a driver's message, never a field of the lead. */
const MAX_LOGGED_ERROR = 200;

/**
 * Stores `lead` and queues what it is owed, in one transaction; then wakes this instance's
 * delivery loop, so what is due at once goes out now rather than at its next round. A lead held
 * as spam is owed nothing until a member marks it "not spam" (src/lib/inbox/changes.ts).
 */
export async function receiveLead(
  db: Kysely<Database>,
  lead: IncomingLead,
  server: ServerEnv,
  now: Date = new Date(),
): Promise<SaveResult> {
  const deliveries = lead.spamReason ? [] : deliveriesFor(lead.path, lead.form, server, now);
  const saved = await saveLead(db, lead, deliveries, now);
  if (saved.created && deliveries.length > 0) wakeDeliveries();
  return saved;
}

/** The error's own words, short: a driver's messages name tables and codes, not the lead's fields. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.split('\n')[0] ?? '';
  return line.length > MAX_LOGGED_ERROR ? `${line.slice(0, MAX_LOGGED_ERROR)}…` : line;
}

/** Logs that a lead could not be stored (or counted), with no personal data. */
export function logStoreFailure(what: string, error: unknown): void {
  console.error(`[leads] ${what}: the store could not be reached (${errorText(error)})`);
}
