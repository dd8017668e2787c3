/**
 * Recording an attempt of the deliveries queue (./deliveries.ts): the attempt kept for the lead's
 * history, and the delivery moved on (delivered, due again after its back-off, or failed) while the
 * claim is still this instance's, all on the database's clock unless a test gives its own. Server only.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { readDbTime } from '@/lib/db/clock';
import type { Database, Delivery } from '@/lib/db/schema';
import { retryDelayMs } from './retry';

/** The longest error text kept with an attempt. */
const MAX_ERROR_CHARS = 500;

/** What one attempt to deliver came to. */
export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  httpStatus?: number;
  /** Why it failed, in words (never the lead's fields). */
  error?: string;
  /**
   * Done without a message, and why (a booking's news that is no longer true when its turn came):
   * kept with the attempt, so the lead's history says it was not sent.
   */
  dropped?: string;
  /** No retry can help (Meta's "undeliverable", say): failed at once, whatever attempts are left. */
  final?: boolean;
  /** The receiver's id of what was sent (Meta's WhatsApp message id), kept on the delivery. */
  messageId?: string;
}

export interface FinishResult {
  /** The delivery's status afterwards. */
  status: Delivery['status'];
  attempts: number;
  /** False when this claim had run out and another instance had taken the row meanwhile. */
  stillClaimed: boolean;
}

/**
 * Records an attempt on a delivery this instance claimed, and moves the delivery on: delivered,
 * due again after its back-off, or failed after the last attempt. The attempt is kept in any case;
 * the delivery changes only while the claim (its `claim_id`) is still this one's.
 * An e-mail whose send failed here but which the browser has meanwhile reported sent through
 * EmailJS is delivered: it is not retried.
 */
export async function finishDelivery(
  db: Kysely<Database>,
  claimed: Delivery,
  outcome: AttemptOutcome,
  now?: Date,
): Promise<FinishResult> {
  const attempts = claimed.attempts + 1;
  const error =
    (outcome.ok
      ? outcome.dropped
        ? `not sent: ${outcome.dropped}`
        : null
      : (outcome.error ?? 'failed')
    )?.slice(0, MAX_ERROR_CHARS) ?? null;
  return db.transaction().execute(async (trx) => {
    const at = now?.toISOString() ?? (await readDbTime(trx));
    // Gone meanwhile (a reminder taken back by a cancel or move while it was being sent): there is
    // nothing left to record, and the pass goes on.
    const present = await trx
      .selectFrom('deliveries')
      .select('id')
      .where('id', '=', claimed.id)
      .executeTakeFirst();
    if (!present) return { status: 'delivered', attempts, stillClaimed: false };
    const sentByBrowser =
      !outcome.ok &&
      claimed.channel === 'email' &&
      (
        await trx
          .selectFrom('leads')
          .select('browser_outcome')
          .where('id', '=', claimed.lead_id)
          .executeTakeFirst()
      )?.browser_outcome === 'sent';
    const delay = outcome.ok || sentByBrowser || outcome.final ? undefined : retryDelayMs(attempts);
    const status: Delivery['status'] =
      outcome.ok || sentByBrowser ? 'delivered' : delay !== undefined ? 'pending' : 'failed';
    await trx
      .insertInto('delivery_attempts')
      .values({
        id: randomUUID(),
        delivery_id: claimed.id,
        lead_id: claimed.lead_id,
        channel: claimed.channel,
        ok: outcome.ok ? 1 : 0,
        http_status: outcome.httpStatus ?? null,
        error,
        at,
      })
      .execute();
    const updated = await trx
      .updateTable('deliveries')
      .set({
        status,
        attempts,
        next_attempt_at: delay === undefined ? null : new Date(Date.parse(at) + delay).toISOString(),
        claimed_until: null,
        claim_id: null,
        last_error: outcome.ok ? null : error,
        updated_at: at,
        ...(outcome.messageId ? { message_id: outcome.messageId } : {}),
      })
      .where('id', '=', claimed.id)
      .where('status', '=', 'pending')
      .where('claim_id', '=', claimed.claim_id)
      .executeTakeFirst();
    return { status, attempts, stillClaimed: Number(updated.numUpdatedRows) === 1 };
  });
}
