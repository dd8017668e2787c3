/**
 * Bookings in the lead store. A booking is a lead (form `booking`), stored with its call in one
 * transaction and told to the team by the same deliveries queue (events `booking.created` and
 * `booking.cancelled`). The time a call and its buffer occupy is held in five-minute steps, each a
 * row keyed by its start (`booking_holds`): of two bookings that would overlap, the second's
 * insert finds a step taken and the whole transaction is undone, on SQLite or across instances on
 * PostgreSQL, with no read-then-write window. In the owner's confirm-by-e-mail mode a new booking
 * may instead be pending, holding its time until the visitor confirms it (./pending.ts). Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { BookingStatus, Database } from '@/lib/db/schema';
import { queueDeliveries } from '@/lib/leads/queue';
import { saveLead } from '@/lib/leads/store';
import { appNow } from '@/lib/time/clock';
import { readAvailability } from '../calendar/availability-store';
import { admitNewBooking } from './admission';
import { bookingDeliveries, visitorDeliveries } from '../messages/owed';
import { clearExpired, confirmDeliveries, pendingUntil } from './pending';
import { bookingsOfLead } from './queries';
import { insertBooking, type CallRequest } from './rows';
import { placeFor } from '../calendar/call-place';
import { whatsappRecipient } from '../whatsapp/recipient';

export interface NewBookingInput {
  /** The lead's id: the booking form's own (../pages/form-token.ts), so a second send stores nothing new. */
  leadId: string;
  /** The lead's fields as checked (name, e-mail, the call's time, the attribution…). */
  fields: Record<string, string>;
  call: CallRequest;
  /** Why it is held as spam, or undefined for a person's. */
  spamReason: string | undefined;
  /**
   * Written with a new lead, in its transaction: the note's fingerprint (src/lib/spam/judge/prints.ts),
   * given by the booking form's intake.
   */
  alsoWrite?: ((trx: Kysely<Database>) => Promise<void>) | undefined;
  /** A keyed hash of the address it came from (./limits.ts: a few upcoming calls per address); null when not known. */
  visitor?: string | null | undefined;
  server: ServerEnv;
  now?: Date;
}

export interface BookingResult {
  leadId: string;
  bookingId: string;
  status: BookingStatus;
  /** False when this lead was booked before (the same form sent again): its booking is returned. */
  created: boolean;
  /** The day's cap was reached: it waits to be confirmed (the team's flood notice counts it). */
  pastCap?: boolean;
}

/**
 * Stores the lead and its booking, all or nothing. A lead held as spam keeps its booking `held`:
 * it holds no time and tells no one. A booking to confirm by e-mail is `pending`: it holds its
 * time and tells only the visitor (the confirm link). Throws SlotTakenError when the time is held,
 * AlreadyBookedError or CalendarFullError (./limits.ts). A lead stored before (the same form sent
 * twice) gets its latest booking back, and nothing changes.
 */
export async function bookCall(db: Kysely<Database>, input: NewBookingInput): Promise<BookingResult> {
  const now = input.now ?? appNow();
  return db.transaction().execute(async (trx) => {
    await clearExpired(trx, now);
    const lead = {
      id: input.leadId,
      form: 'booking' as const,
      path: 'booking' as const,
      fields: input.fields,
    };
    const saved = await saveLead(trx, { ...lead, spamReason: input.spamReason }, [], input.now);
    if (!saved.created) {
      const [latest] = await bookingsOfLead(trx, saved.id);
      if (!latest) throw new Error(`lead ${saved.id} is not a booking`);
      return { leadId: saved.id, bookingId: latest.id, status: latest.status, created: false };
    }
    await input.alsoWrite?.(trx);
    const mailbox = input.fields.email?.trim().toLowerCase() || null;
    const visitor = input.visitor ?? null;
    const settings = await readAvailability(trx);
    // Thrown before the booking is written: the whole transaction, the lead too, is undone.
    const { status, pastCap } = input.spamReason
      ? { status: 'held' as const, pastCap: false }
      : await admitNewBooking(trx, { mailbox, visitor, now }, settings, input.server);
    const expiresAt = status === 'pending' ? pendingUntil(now) : undefined;
    const whatsappTo = whatsappRecipient(input.server, input.fields);
    const place = placeFor(settings, input.fields.whatsapp);
    const row = { leadId: saved.id, status, sequence: 0, mailbox, visitor, expiresAt, whatsappTo, place };
    const bookingId = await insertBooking(trx, row, input.call, now);
    if (status === 'pending') await queueDeliveries(trx, saved.id, confirmDeliveries(bookingId), input.now);
    if (status === 'booked') {
      const owed = [
        ...bookingDeliveries(input.server, 'booking.created', bookingId),
        ...visitorDeliveries(
          input.server,
          'booking.created',
          { bookingId, start: input.call.start, whatsappTo },
          settings.reminderMinutes,
          now,
        ),
      ];
      await queueDeliveries(trx, saved.id, owed, input.now);
    }
    return { leadId: saved.id, bookingId, status, created: true, pastCap };
  });
}

export { insertBooking, type BookingRow, type CallRequest } from './rows';
export { cancelBooking, moveBooking, type CancelResult, type MoveResult } from './changes';
export { bookingDeliveries } from '../messages/owed';
export { readAvailability, saveAvailability } from '../calendar/availability-store';
export { SlotTakenError, takenSpans } from '../calendar/holds';
export { AddressFullError, AlreadyBookedError, CalendarFullError } from './limits';
export { confirmBooking, type ConfirmResult } from './pending';
export { bookingsOfLead, findBooking, upcomingCalls, type BookingView } from './queries';
