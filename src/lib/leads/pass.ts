/**
 * One pass of delivery: claim a batch of due deliveries (./deliveries.ts), send each through its
 * channel (./send.ts) a few at a time, its lease renewed just before (a row whose claim ran out
 * meanwhile is left to whoever took it), record each outcome while the claim is still this
 * instance's, give back what a stopping worker did not send, and take the next batch until
 * nothing is due. Claims, leases and back-off run on the database's clock unless a test gives
 * `now`. Log lines carry ids and counts only, never a lead's fields. Server only.
 */
import 'server-only';
import type { Connection } from '@/lib/db/connection';
import type { Delivery } from '@/lib/db/schema';
import {
  CLAIM_BATCH,
  claimDueDeliveries,
  finishDelivery,
  MAX_ATTEMPTS,
  releaseClaims,
  renewClaim,
  type ClaimOptions,
} from './deliveries';
import { sendDelivery, type SendOptions } from './send';

/** Sends one worker has in flight at once. */
const CONCURRENT_SENDS = 4;

export interface PassOptions extends SendOptions, Omit<ClaimOptions, 'now'> {
  /** Asked before each send: once true, the rest of the batch is given back unsent. */
  stopping?: () => boolean;
}

export interface PassResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/** One claim and its sends. */
export async function deliverBatch(connection: Connection, options: PassOptions): Promise<PassResult> {
  const { now } = options;
  const claimed = await claimDueDeliveries(connection.db, connection.engine, {
    now: now?.(),
    limit: options.limit,
    leaseMs: options.leaseMs,
  });
  const result: PassResult = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0 };
  const queue = [...claimed];
  const unsent: Delivery[] = [];
  async function lane() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (options.stopping?.()) {
        unsent.push(next.delivery);
        continue;
      }
      // Its lease from now, or nothing: another instance has it since the lease ran out.
      if (!(await renewClaim(connection.db, next.delivery, { now: now?.(), leaseMs: options.leaseMs }))) {
        console.warn(`[leads] delivery ${next.delivery.id} left: its claim ran out before its turn`);
        continue;
      }
      const bookingId = next.delivery.booking_id;
      const booking = bookingId
        ? await connection.db
            .selectFrom('bookings')
            .selectAll()
            .where('id', '=', bookingId)
            .executeTakeFirst()
        : undefined;
      const outcome = await sendDelivery(
        next.delivery,
        next.lead,
        { ...options, db: connection.db },
        booking,
      );
      const finished = await finishDelivery(connection.db, next.delivery, outcome, now?.());
      if (!finished.stillClaimed) {
        console.warn(`[leads] delivery ${next.delivery.id} finished after its claim ran out`);
      } else if (finished.status === 'delivered') result.delivered += 1;
      else if (finished.status === 'failed') {
        result.failed += 1;
        console.error(
          `[leads] ${next.delivery.channel} delivery ${next.delivery.id} of lead ${next.lead.id} failed ` +
            `for good after ${MAX_ATTEMPTS} attempts${outcome.httpStatus ? ` (last answer ${outcome.httpStatus})` : ''}`,
        );
      } else result.retrying += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SENDS, claimed.length) }, lane));
  if (unsent.length > 0) await releaseClaims(connection.db, unsent);
  return result;
}

/** Claims and sends until nothing is due (or `stopping`), and totals the batches. */
export async function deliverDue(connection: Connection, options: PassOptions): Promise<PassResult> {
  const total: PassResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await deliverBatch(connection, options);
    total.claimed += batch.claimed;
    total.delivered += batch.delivered;
    total.retrying += batch.retrying;
    total.failed += batch.failed;
    // A short batch means nothing more is due; a full one, that more may be. Rows that failed are
    // due again only after their back-off, so the loop never takes them twice.
    if (batch.claimed < (options.limit ?? CLAIM_BATCH) || options.stopping?.()) return total;
  }
}
