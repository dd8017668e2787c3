/**
 * Taking a lead in from a form endpoint: judged (./spam.ts) and stored, with the deliveries it is
 * owed (src/lib/leads/channels.ts),
 * before the sender hears it arrived. When the store cannot be reached the endpoint says so and
 * claims nothing; the log names what failed, never what the visitor wrote. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { deliveriesFor } from '@/lib/leads/channels';
import { leadExists, saveLead, type IncomingLead, type SaveResult } from '@/lib/leads/store';
import { spamReason, type Judged } from './spam';
import { assessMessage, contentHoldReason, messageText } from './judge/assess';
import { rememberPrint } from './judge/prints';
import { spamCheckText } from './judge/record';
import { wakeDeliveries } from '@/lib/leads/delivery-service';

/** What the embedded endpoint and the hand-off answer when the store cannot be reached. */
export const STORE_UNAVAILABLE = 'The message could not be stored. Please try again later.';

/** Reasons are joined with this in the stored text, as ./spam.ts joins its own. */
const REASON_SEPARATOR = '; ';

/** Longest error text logged: a driver's message, never a field of the lead. */
const MAX_LOGGED_ERROR = 200;

/**
 * Judges a message (./spam.ts) and stores it with what it is owed, in one transaction: the proof
 * is spent and the lead saved in one commit (one sync to disk on SQLite), and of copies of one
 * message racing in (same id, same proof) the one that spends the proof stores the lead while the
 * others find it stored (`lead.id` already kept: nothing is judged or saved again). Wakes the
 * delivery loop after the commit, when the loop's own connection can see the new rows.
 */
export async function judgeAndReceive(
  db: Kysely<Database>,
  judged: Judged,
  lead: Omit<IncomingLead, 'spamReason'>,
  server: ServerEnv,
  now: Date = new Date(),
): Promise<SaveResult> {
  // What it says is judged before the transaction: Akismet, when asked, is never waited on with
  // the store locked.
  const text = messageText(lead.fields);
  const content = await assessMessage(db, text, { server, visitor: judged.visitor, now });
  const { saved, owed } = await db.transaction().execute(async (trx) => {
    if (lead.id && (await leadExists(trx, lead.id)))
      return { saved: { id: lead.id, created: false }, owed: 0 };
    const reasons = [await spamReason(trx, judged), contentHoldReason(content)].filter(Boolean);
    const spamReasonText = reasons.length > 0 ? reasons.join(REASON_SEPARATOR) : undefined;
    const deliveries = spamReasonText ? [] : deliveriesFor(lead.path, lead.form, server, now);
    const stored = await saveLead(
      trx,
      { ...lead, spamReason: spamReasonText, spamCheck: spamCheckText(content) },
      deliveries,
      now,
    );
    if (stored.created && content.print) await rememberPrint(trx, content.print, text.email, now);
    return { saved: stored, owed: deliveries.length };
  });
  if (saved.created && owed > 0) wakeDeliveries();
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
