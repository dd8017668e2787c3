/**
 * Bookings in the lead store. A booking is a lead (form `booking`), stored with its call in one
 * transaction and told to the team by the same deliveries queue (events `booking.created` and
 * `booking.cancelled`). The time a call and its buffer occupy is held in five-minute steps, each a
 * row keyed by its start (`booking_holds`): of two bookings that would overlap, the second's
 * insert finds a step taken and the whole transaction is undone, on SQLite or across instances on
 * PostgreSQL, with no read-then-write window. Server only.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { BookingStatus, Database, DeliveryEvent } from '@/lib/db/schema';
import { serverCanEmail } from '@/lib/leads/channels';
import { queueDeliveries, saveLead, type QueuedDelivery } from '@/lib/leads/store';
import { bookingsOfLead } from './queries';
import { holdSpan } from './holds';
import type { Interval } from './slots';

/** The deliveries a booking event is owed: e-mail (with the booking template) and the webhook. */
export function bookingDeliveries(
  server: ServerEnv,
  event: DeliveryEvent,
  bookingId: string,
  now: Date,
): QueuedDelivery[] {
  const deliveries: QueuedDelivery[] = [];
  if (serverCanEmail(server, 'booking')) deliveries.push({ channel: 'email', dueAt: now, event, bookingId });
  if (server.leadsWebhookUrl) deliveries.push({ channel: 'webhook', dueAt: now, event, bookingId });
  return deliveries;
}

export interface CallRequest {
  start: number;
  end: number;
  /** What the call holds: the call and its buffer. */
  span: Interval;
  timeZone?: string | undefined;
  language: string;
}

export interface NewBookingInput {
  /** The lead's id: the booking form's own (./form-token.ts), so a second send stores nothing new. */
  leadId: string;
  /** The lead's fields as checked (name, e-mail, the call's time, the attribution…). */
  fields: Record<string, string>;
  call: CallRequest;
  /** Why it is held as spam, or undefined for a person's. */
  spamReason: string | undefined;
  server: ServerEnv;
  now?: Date;
}

export interface BookingResult {
  leadId: string;
  bookingId: string;
  status: BookingStatus;
  /** False when this lead was booked before (the same form sent again): its booking is returned. */
  created: boolean;
}

async function insertBooking(
  trx: Kysely<Database>,
  leadId: string,
  call: CallRequest,
  status: BookingStatus,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('bookings')
    .values({
      id,
      lead_id: leadId,
      starts_at: new Date(call.start).toISOString(),
      ends_at: new Date(call.end).toISOString(),
      status,
      time_zone: call.timeZone ?? null,
      language: call.language,
      created_at: now.toISOString(),
      cancelled_at: null,
      moved_to: null,
    })
    .execute();
  if (status === 'booked') await holdSpan(trx, id, call.span);
  return id;
}

/**
 * Stores the lead and its booking, all or nothing. A lead held as spam keeps its booking `held`:
 * it holds no time and tells no one. Throws SlotTakenError when the time is held. A lead stored
 * before (the same form sent twice) gets its latest booking back, and nothing changes.
 */
export async function bookCall(db: Kysely<Database>, input: NewBookingInput): Promise<BookingResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const status: BookingStatus = input.spamReason ? 'held' : 'booked';
    const lead = {
      id: input.leadId,
      form: 'booking' as const,
      path: 'booking' as const,
      fields: input.fields,
    };
    const saved = await saveLead(trx, { ...lead, spamReason: input.spamReason }, [], now);
    if (!saved.created) {
      const [latest] = await bookingsOfLead(trx, saved.id);
      if (!latest) throw new Error(`lead ${saved.id} is not a booking`);
      return { leadId: saved.id, bookingId: latest.id, status: latest.status, created: false };
    }
    const bookingId = await insertBooking(trx, saved.id, input.call, status, now);
    if (status === 'booked') {
      const owed = bookingDeliveries(input.server, 'booking.created', bookingId, now);
      await queueDeliveries(trx, saved.id, owed, now.toISOString());
    }
    return { leadId: saved.id, bookingId, status, created: true };
  });
}

export type CancelResult = 'cancelled' | 'already' | 'missing';

/** Cancels a booking (its time is offered again) and tells the team when it had been told of it. */
export async function cancelBooking(
  db: Kysely<Database>,
  id: string,
  server: ServerEnv,
  now = new Date(),
): Promise<CancelResult> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
    if (!booking) return 'missing';
    if (booking.status === 'cancelled') return 'already';
    await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('booking_holds').where('booking_id', '=', id).execute();
    if (booking.status === 'booked') {
      await queueDeliveries(
        trx,
        booking.lead_id,
        bookingDeliveries(server, 'booking.cancelled', id, now),
        now.toISOString(),
      );
    }
    return 'cancelled';
  });
}

export type MoveResult = { moved: true; bookingId: string } | { moved: false; why: 'missing' | 'cancelled' };

/**
 * Moves a booking to another time: a new booking of the same lead holds the new time and the old
 * one is cancelled (`moved_to` names the new), in one transaction. Throws SlotTakenError when the
 * new time is held by someone else (the old booking stands).
 */
export async function moveBooking(
  db: Kysely<Database>,
  id: string,
  call: CallRequest,
  server: ServerEnv,
  now = new Date(),
): Promise<MoveResult> {
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
    if (!old) return { moved: false, why: 'missing' };
    if (old.status === 'cancelled') return { moved: false, why: 'cancelled' };
    // Its own time first, so a move to an overlapping time is not refused by the booking itself.
    await trx.deleteFrom('booking_holds').where('booking_id', '=', id).execute();
    const bookingId = await insertBooking(trx, old.lead_id, call, old.status, now);
    await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now.toISOString(), moved_to: bookingId })
      .where('id', '=', id)
      .execute();
    if (old.status === 'booked') {
      const at = now.toISOString();
      await queueDeliveries(
        trx,
        old.lead_id,
        [
          ...bookingDeliveries(server, 'booking.cancelled', id, now),
          ...bookingDeliveries(server, 'booking.created', bookingId, now),
        ],
        at,
      );
    }
    return { moved: true, bookingId };
  });
}

export { readAvailability, saveAvailability } from './availability-store';
export { SlotTakenError, takenSpans } from './holds';
export { bookingsOfLead, findBooking, upcomingCalls, type BookingView } from './queries';
