/**
 * A booking held as spam that the team lets through ("not spam" in the inbox, src/lib/leads/
 * release.ts): its time is booked now if it is still free and the rules of a new booking let it
 * (./admission.ts), as if it had just been booked (the team's `booking.created`,
 * shown under Calls, the visitor's confirmation and reminders). If the visitor has a call already,
 * it is given up and they are e-mailed the link to the one they have. If the time is taken or has
 * passed, or their address or the day is full, the booking is cancelled, the visitor is e-mailed the booking page
 * to choose again (`booking.taken`), the team gets the lead as a lead, and the lead's page tells the
 * member so. All in the release's transaction. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database, Lead } from '@/lib/db/schema';
import type { QueuedDelivery } from '@/lib/leads/queue';
import { readAvailability } from '../calendar/availability-store';
import { holdSpan, SlotTakenError } from '../calendar/holds';
import { admitNewBooking } from './admission';
import { AddressFullError, AlreadyBookedError, CalendarFullError } from './limits';
import { bookingDeliveries, queueExistingLink, visitorDeliveries } from '../messages/owed';
import { heldSpan } from '../calendar/slots';

/**
 * Books the lead's held call, or gives it up; returns what that owes, or undefined when the lead
 * has no held call (then it is owed what any lead is).
 */
export async function bookReleasedCall(
  trx: Kysely<Database>,
  lead: Lead,
  server: ServerEnv,
  now: Date,
  leadDeliveries: QueuedDelivery[],
): Promise<QueuedDelivery[] | undefined> {
  const held = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('lead_id', '=', lead.id)
    .where('status', '=', 'held')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!held) return undefined;
  const start = Date.parse(held.starts_at);
  const settings = await readAvailability(trx);
  let free = start > now.getTime();
  // Through the same rules as a new booking: the visitor's one call, their address's count and
  // the day's cap, under the same lock. Let through, it is booked: the team has vouched for it.
  let existing: AlreadyBookedError | undefined;
  if (free) {
    try {
      await admitNewBooking(trx, { mailbox: held.mailbox, visitor: held.visitor, now }, settings, server);
    } catch (error) {
      if (error instanceof AlreadyBookedError) existing = error;
      else if (!(error instanceof AddressFullError || error instanceof CalendarFullError)) throw error;
      free = false;
    }
  }
  if (free) {
    try {
      await holdSpan(trx, held.id, heldSpan(settings, start), now);
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
      // The steps it did take are given back: the time stays with whoever holds the rest.
      await trx.deleteFrom('booking_holds').where('booking_id', '=', held.id).execute();
      free = false;
    }
  }
  await trx
    .updateTable('bookings')
    .set(free ? { status: 'booked' } : { status: 'cancelled', cancelled_at: now.toISOString() })
    .where('id', '=', held.id)
    .where('status', '=', 'held')
    .execute();
  if (existing) {
    // They have a call already: this one is given up, and they get the link to the one they have.
    await queueExistingLink(trx, server, existing, now);
    return leadDeliveries;
  }
  if (!free) {
    const choose: QueuedDelivery[] = server.smtpUrl
      ? [{ channel: 'visitor', event: 'booking.taken', bookingId: held.id }]
      : [];
    return [...leadDeliveries, ...choose];
  }
  return [
    ...bookingDeliveries(server, 'booking.created', held.id),
    ...visitorDeliveries(
      server,
      'booking.created',
      { bookingId: held.id, start, whatsappTo: held.whatsapp_to },
      settings.reminderMinutes,
      now,
    ),
  ];
}
