/**
 * Bookings confirmed by e-mail. In the owner's mode (../calendar/settings.ts, `confirmByEmail`) a new
 * booking is `pending`: it holds its time for PENDING_MINUTES, counts for its mailbox's and
 * address's one call, and tells no one but the visitor, whose e-mail carries a signed confirm link
 * (../pages/link.ts). Confirmed in time, it becomes a booked call like any other (the team's
 * `booking.created`, the visitor's invite and reminders). Unconfirmed, it expires: queries compare
 * `expires_at`, so an expired one holds nothing from that moment, and a day later (its link still
 * says what became of it meanwhile) its lead is cleared away when a booking is made. Server only.
 */
import 'server-only';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { queueDeliveries, type QueuedDelivery } from '@/lib/leads/queue';
import { appNow } from '@/lib/time/clock';
import { readAvailability } from '../calendar/availability-store';
import { bookingDeliveries, visitorDeliveries } from '../messages/owed';
import { admitBooking } from './admission';

/** How long a pending booking holds its time: long enough to open one's e-mail, short for a script. */
export const PENDING_MINUTES = 30;
const MS_PER_MINUTE = 60_000;
/** How long an expired pending booking stays, so its link can say it expired, or its time was taken. */
const KEEP_EXPIRED_MS = 24 * 60 * MS_PER_MINUTE;

export { confirmMode, pendingExpired } from './limits';

export const pendingUntil = (now: Date) => new Date(now.getTime() + PENDING_MINUTES * MS_PER_MINUTE);

/** The visitor's e-mail with the confirm link. */
export const confirmDeliveries = (bookingId: string): QueuedDelivery[] => [
  { channel: 'visitor', event: 'booking.confirm', bookingId },
];

/**
 * True for a lead that is no pending booking's: the inbox lists and counts only those (a booking
 * waiting for its confirm link is no lead yet, and one that expires never becomes one).
 */
export const notPending = (eb: ExpressionBuilder<Database, 'leads'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('bookings')
        .select('bookings.id')
        .whereRef('bookings.lead_id', '=', 'leads.id')
        .where('bookings.status', '=', 'pending'),
    ),
  );

/**
 * Deletes the leads of pending bookings expired a day before `now`, with their bookings, held
 * steps and deliveries (the foreign keys cascade): nothing of an unconfirmed booking stays behind.
 */
export async function clearExpired(trx: Kysely<Database>, now: Date): Promise<void> {
  await trx
    .deleteFrom('leads')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('bookings.lead_id')
        .where('bookings.status', '=', 'pending')
        .where('bookings.expires_at', '<=', new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString()),
    )
    .execute();
}

/**
 * What a confirm link does: `confirmed` (now, or before: a second use answers the same),
 * `expired` (its time was not confirmed in time, or has come), or `taken` (expired, and the time
 * is someone else's since).
 */
export type ConfirmResult = { result: 'confirmed'; created: boolean } | { result: 'expired' | 'taken' };

export async function confirmBooking(
  db: Kysely<Database>,
  id: string,
  server: ServerEnv,
  given?: Date,
): Promise<ConfirmResult> {
  const now = given ?? appNow();
  return db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
    // A signed link whose booking is gone: it expired a day ago and was cleared away.
    if (!booking) return { result: 'expired' };
    if (booking.status !== 'pending') return { result: 'confirmed', created: false };
    const start = Date.parse(booking.starts_at);
    const settings = await readAvailability(trx);
    const admission = await admitBooking(trx, { way: 'confirm', booking, now }, settings, server);
    if (!admission.admitted) {
      // Expired: whatever it still holds is given back.
      await trx.deleteFrom('booking_holds').where('booking_id', '=', id).execute();
      return { result: admission.why === 'taken' ? 'taken' : 'expired' };
    }
    // Two confirms at once: the second changes nothing and owes nothing. A confirmed booking
    // keeps no expiry (a cancelled one with an expiry was cancelled while pending: ./limits.ts).
    const updated = await trx
      .updateTable('bookings')
      .set({ status: 'booked', expires_at: null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { result: 'confirmed', created: false };
    const { reminderMinutes } = settings;
    const owed = [
      ...bookingDeliveries(server, 'booking.created', id),
      ...visitorDeliveries(
        server,
        'booking.created',
        { bookingId: id, start, whatsappTo: booking.whatsapp_to },
        reminderMinutes,
        now,
      ),
    ];
    await queueDeliveries(trx, booking.lead_id, owed, given);
    return { result: 'confirmed', created: true };
  });
}
