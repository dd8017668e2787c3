/**
 * Taking a lead in from a form endpoint: judged (./spam.ts) and stored, with the deliveries it is
 * owed (src/lib/leads/channels.ts),
 * before the sender hears it arrived. When the store cannot be reached the endpoint says so and
 * claims nothing; the log names what failed, never what the visitor wrote. Server only.
 */
import 'server-only';
import { appNow } from '@/lib/time/clock';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { readsBesideTransactions } from '@/lib/db/connection';
import { deliveriesFor } from '@/lib/leads/channels';
import { leadExists, saveLead, type IncomingLead, type SaveResult } from '@/lib/leads/store';
import { spamReason, type Judged } from './spam';
import { beginAssessment, contentHoldReason, mayAskAkismet, messageText } from '@/lib/spam/judge/assess';
import { rememberPrint } from '@/lib/spam/judge/prints';
import { spamCheckText } from '@/lib/spam/judge/record';
import { wakeDeliveries } from '@/lib/leads/delivery-service';

/** What the embedded endpoint and the hand-off answer when the store cannot be reached. */
export const STORE_UNAVAILABLE = 'The message could not be stored. Please try again later.';

/** Reasons are joined with this in the stored text, as ./spam.ts joins its own. */
const REASON_SEPARATOR = '; ';

/** Longest error text logged: a driver's message, never a field of the lead. */
const MAX_LOGGED_ERROR = 200;

/** What the content judgement made a send wait for, for the leads bench (scripts/bench/judgement-cost.mjs). */
export interface JudgementWait {
  /** Waiting for the verdict (the store's read and the score), and for the fingerprint's write after the commit. */
  waitedMs: number;
}

/**
 * Judges a message (./spam.ts, ./judge) and stores it with what it is owed, in one transaction:
 * the proof is spent and the lead saved in one commit (one sync to disk on SQLite), and of copies
 * of one message racing in (same id, same proof) the one that spends the proof stores the lead
 * while the others find it stored (`lead.id` already kept: nothing is judged or saved again).
 * Wakes the delivery loop after the commit, when the loop's own connection can see the new rows.
 *
 * On PostgreSQL the judgement's own round trips run on other connections of the pool, beside the
 * transaction's steps: its read of the store as the transaction begins, the text's fingerprint
 * while it commits. So the judgement adds little to a send beyond the score itself.
 */
export async function judgeAndReceive(
  db: Kysely<Database>,
  judged: Judged,
  lead: Omit<IncomingLead, 'spamReason'>,
  server: ServerEnv,
  /** A test's time, for the lead's receipt too; the app's clock otherwise, the database's for the store. */
  given?: Date,
  observe?: (wait: JudgementWait) => void,
): Promise<SaveResult> {
  const now = given ?? appNow();
  const text = messageText(lead.fields);
  const beside = readsBesideTransactions(db);
  let waitedMs = 0;
  const waitFor = async <T>(work: Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work;
    } finally {
      waitedMs += performance.now() - started;
    }
  };
  const verdict = beginAssessment(db, text, { server, visitor: judged.visitor, now });
  // Akismet, when it may be asked, is never waited on with the store locked; on SQLite's one
  // connection the read cannot run beside the transaction.
  const early = mayAskAkismet(server, judged.visitor) || !beside ? await waitFor(verdict()) : undefined;
  let printed: Promise<void> | undefined;
  const transaction = db.transaction().execute(async (trx) => {
    if (lead.id && (await leadExists(trx, lead.id)))
      return { saved: { id: lead.id, created: false }, owed: 0 };
    const own = await spamReason(trx, judged);
    const content = early ?? (await waitFor(verdict()));
    const reasons = [own, contentHoldReason(content)].filter(Boolean);
    const spamReasonText = reasons.length > 0 ? reasons.join(REASON_SEPARATOR) : undefined;
    const deliveries = spamReasonText ? [] : deliveriesFor(lead.path, lead.form, server);
    const stored = await saveLead(
      trx,
      { ...lead, spamReason: spamReasonText, spamCheck: spamCheckText(content) },
      deliveries,
      given,
    );
    if (stored.created && content.print) {
      // On another connection while this one commits. It cannot fail the send, and one whose
      // lead then failed to commit only records a text that was sent.
      if (beside)
        printed = rememberPrint(db, content.print, text.email, now).catch((error: unknown) =>
          logStoreFailure('a text’s fingerprint was not kept', error),
        );
      else await rememberPrint(trx, content.print, text.email, now);
    }
    return { saved: stored, owed: deliveries.length };
  });
  const { saved, owed } = await transaction;
  if (printed) await waitFor(printed);
  if (saved.created && owed > 0) wakeDeliveries();
  observe?.({ waitedMs });
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
