/**
 * Cancelling and moving a booking, from its signed link or the inbox. Each is one transaction whose
 * first write is a conditional update of the booking's row (`where status = <as read>`): of two
 * requests at once, the second's update waits for the first's row lock on PostgreSQL (one writer
 * at a time on SQLite), then finds the status changed and updates nothing, so it never cancels or
 * moves twice. The same request sent again gets the same answer: a booking already moved answers
 * with the booking it moved to. A call whose time has come can no longer be changed. Server only.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Booking, Database } from '@/lib/db/schema';
import { queueDeliveries } from '@/lib/leads/queue';
import { appNow } from '@/lib/time/clock';
import { readAvailability } from '../calendar/availability-store';
import { bookingDeliveries, dropReminders, visitorCancellation, visitorDeliveries } from '../messages/owed';
import { admitBooking } from './admission';
import { insertBooking, type CallRequest } from './rows';
import { storedPlace } from '../calendar/call-place';

export type CancelResult = 'cancelled' | 'already' | 'missing' | 'past';

const readBooking = (trx: Kysely<Database>, id: string) =>
  trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

/** Cancels the booking when it is still as read: true when this request did it. */
async function claimChange(
  trx: Kysely<Database>,
  booking: Booking,
  now: Date,
  movedTo: string | null = null,
): Promise<boolean> {
  const updated = await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', cancelled_at: now.toISOString(), moved_to: movedTo })
    .where('id', '=', booking.id)
    .where('status', '=', booking.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await trx.deleteFrom('booking_holds').where('booking_id', '=', booking.id).execute();
  await dropReminders(trx, booking.id);
  return true;
}

/**
 * Cancels a booking (its time is offered again, its reminders taken back) and tells the team and
 * the visitor when they had been told of it.
 */
export async function cancelBooking(
  db: Kysely<Database>,
  id: string,
  server: ServerEnv,
  given?: Date,
): Promise<CancelResult> {
  const now = given ?? appNow();
  return db.transaction().execute(async (trx) => {
    const booking = await readBooking(trx, id);
    if (!booking) return 'missing';
    if (booking.status === 'cancelled') return 'already';
    if (Date.parse(booking.starts_at) <= now.getTime()) return 'past';
    if (!(await claimChange(trx, booking, now))) return 'already';
    if (booking.status === 'booked') {
      const owed = [
        ...bookingDeliveries(server, 'booking.cancelled', id),
        ...visitorCancellation(server, id, booking.whatsapp_to),
      ];
      await queueDeliveries(trx, booking.lead_id, owed, given);
    }
    return 'cancelled';
  });
}

export type MoveResult =
  { moved: true; bookingId: string } | { moved: false; why: 'missing' | 'cancelled' | 'past' };

/**
 * Moves a booking to another time: a new booking of the same lead (its invite's SEQUENCE one
 * more) holds the new time and the old one is cancelled (`moved_to` names the new), in one
 * transaction. Throws SlotTakenError when the new time is held by someone else (the old booking
 * stands). A booking already moved answers with the booking it moved to.
 */
export async function moveBooking(
  db: Kysely<Database>,
  id: string,
  call: CallRequest,
  server: ServerEnv,
  given?: Date,
): Promise<MoveResult> {
  const now = given ?? appNow();
  return db.transaction().execute(async (trx) => {
    const old = await readBooking(trx, id);
    if (!old) return { moved: false, why: 'missing' };
    const settled = (booking: Booking): MoveResult =>
      booking.moved_to ? { moved: true, bookingId: booking.moved_to } : { moved: false, why: 'cancelled' };
    if (old.status === 'cancelled') return settled(old);
    const settings = await readAvailability(trx);
    const admission = await admitBooking(trx, { way: 'move', booking: old, now }, settings, server);
    // A booking waiting for its confirm link is confirmed first: its link names this booking.
    if (!admission.admitted) return { moved: false, why: admission.why === 'past' ? 'past' : 'missing' };
    const bookingId = randomUUID();
    if (!(await claimChange(trx, old, now, bookingId))) {
      // Another request changed it first: answer as it left it.
      const changed = await readBooking(trx, id);
      return changed ? settled(changed) : { moved: false, why: 'missing' };
    }
    const row = {
      leadId: old.lead_id,
      status: admission.status,
      sequence: old.sequence + 1,
      mailbox: old.mailbox,
      visitor: old.visitor,
      // Who hears of it and where the call happens stay as booked: the same room, the same number.
      whatsappTo: old.whatsapp_to,
      place: storedPlace(old) ?? null,
    };
    await insertBooking(trx, row, call, now, bookingId);
    if (old.status === 'booked') {
      const { reminderMinutes } = settings;
      const owed = [
        ...bookingDeliveries(server, 'booking.cancelled', id),
        ...bookingDeliveries(server, 'booking.created', bookingId),
        ...visitorDeliveries(
          server,
          'booking.moved',
          { bookingId, start: call.start, whatsappTo: old.whatsapp_to },
          reminderMinutes,
          now,
        ),
      ];
      await queueDeliveries(trx, old.lead_id, owed, given);
    }
    return { moved: true, bookingId };
  });
}
