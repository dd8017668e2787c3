/**
 * The delivery queue's writes: what a lead is owed (e-mail, webhook, WhatsApp, a booking's news),
 * each a pending row due at the database's time, for the instances to claim (./deliveries.ts). Server
 * only.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { timeAt } from '@/lib/db/clock';
import type { Database, DeliveryChannel, DeliveryEvent } from '@/lib/db/schema';

/**
 * A delivery to queue with the lead, and when it is first due: at a set time (`dueAt`, a reminder
 * before a call), else `afterMs` after it is queued (at once when neither is given), on the
 * database's clock.
 */
export interface QueuedDelivery {
  channel: DeliveryChannel;
  dueAt?: Date;
  afterMs?: number;
  /** What it tells of, when not the lead itself: a booking made or cancelled. */
  event?: DeliveryEvent;
  bookingId?: string;
}

/** Queues `deliveries` for a lead inside the caller's transaction, at the database's time (`now` in tests). */
export async function queueDeliveries(
  trx: Kysely<Database>,
  leadId: string,
  deliveries: readonly QueuedDelivery[],
  now?: Date,
): Promise<void> {
  if (deliveries.length === 0) return;
  await trx
    .insertInto('deliveries')
    .values(deliveries.map((delivery) => deliveryRow(trx, leadId, delivery, now)))
    .execute();
}

/**
 * Queues one delivery unless the queue holds it already (its unique index keeps one delivery per
 * event of a booking and channel); true when it was queued now.
 */
export async function queueDeliveryOnce(
  db: Kysely<Database>,
  leadId: string,
  delivery: QueuedDelivery,
  now?: Date,
): Promise<boolean> {
  const inserted = await db
    .insertInto('deliveries')
    .values(deliveryRow(db, leadId, delivery, now))
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

function deliveryRow(
  db: Kysely<Database>,
  leadId: string,
  { channel, dueAt, afterMs = 0, event, bookingId }: QueuedDelivery,
  now?: Date,
) {
  const at = timeAt(db, now);
  return {
    id: randomUUID(),
    lead_id: leadId,
    channel,
    event: event ?? null,
    booking_id: bookingId ?? null,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: dueAt ? dueAt.toISOString() : timeAt(db, now, afterMs),
    created_at: at,
    updated_at: at,
  };
}
