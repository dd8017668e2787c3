/**
 * What the team sees of WhatsApp on a lead's page and in Calls: whether the visitor opted in and to
 * which number, each message the queue sent with Meta's id and its latest status, and a STOP.
 * Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Booking, Database, DeliveryEvent, DeliveryStatus } from '@/lib/db/schema';
import { reminderMinutesOf } from '../messages/owed';
import { whatsappKind, type WhatsAppKind } from './message';
import { stopsOf } from './stops';

export interface WhatsAppMessageRecord {
  bookingId: string | null;
  kind: WhatsAppKind | undefined;
  event: DeliveryEvent | null;
  /** The queue's state: pending (being tried), delivered (Meta took it) or failed. */
  state: DeliveryStatus;
  /** Meta's id of the message, once Meta took it. */
  messageId: string | null;
  /** Meta's latest word on it: sent, delivered, read or failed. */
  status: string | null;
  lastError: string | null;
  at: string;
  /** Tries so far, and when the next is due while it is pending (a reminder waits for its time). */
  attempts: number;
  dueAt: string | null;
  /** A reminder's minutes before the call. */
  minutesBefore: number | undefined;
}

export interface WhatsAppStop {
  said: string;
  at: string;
}

export interface LeadWhatsApp {
  /** The number (E.164 digits) the visitor opted in with, on their latest booking that has one. */
  to: string;
  messages: WhatsAppMessageRecord[];
  stop: WhatsAppStop | undefined;
}

/** A lead's WhatsApp, or undefined when none of its bookings opted in. */
export async function whatsappOfLead(
  db: Kysely<Database>,
  leadId: string,
  bookings: readonly Pick<Booking, 'whatsapp_to'>[],
): Promise<LeadWhatsApp | undefined> {
  const to = bookings.find((booking) => booking.whatsapp_to)?.whatsapp_to;
  if (!to) return undefined;
  const [rows, stops] = await Promise.all([
    db
      .selectFrom('deliveries')
      .select([
        'booking_id',
        'event',
        'status',
        'message_id',
        'message_status',
        'last_error',
        'created_at',
        'attempts',
        'next_attempt_at',
      ])
      .where('lead_id', '=', leadId)
      .where('channel', '=', 'whatsapp')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    stopsOf(db, [to]),
  ]);
  return {
    to,
    messages: rows.sort(byEventOrder).map((row) => ({
      bookingId: row.booking_id,
      kind: whatsappKind(row.event),
      event: row.event,
      state: row.status,
      messageId: row.message_id,
      status: row.message_status,
      lastError: row.last_error,
      at: row.created_at,
      attempts: row.attempts,
      dueAt: row.next_attempt_at,
      minutesBefore: reminderMinutesOf(row.event),
    })),
    stop: stops.get(to),
  };
}

/**
 * Queued together (a booking queues its confirmation and its reminders at once): the news first, then
 * the reminders in the order they fall due, the earliest-due (most minutes before the call) first.
 */
function byEventOrder(
  a: { created_at: string; event: DeliveryEvent | null },
  b: { created_at: string; event: DeliveryEvent | null },
): number {
  const rank = ({ event }: { event: DeliveryEvent | null }) =>
    -(reminderMinutesOf(event) ?? Number.MAX_SAFE_INTEGER);
  return a.created_at.localeCompare(b.created_at) || rank(a) - rank(b);
}

export interface CallWhatsApp {
  /** Meta's latest status of the newest message about this booking, or the queue's state before one. */
  latest: string | undefined;
  stop: WhatsAppStop | undefined;
}

/** For the opted-in bookings among `bookings`, their latest message's status and any STOP. */
export async function whatsappOfCalls(
  db: Kysely<Database>,
  bookings: readonly { id: string; whatsapp_to: string | null }[],
): Promise<Map<string, CallWhatsApp>> {
  const opted = bookings.filter((booking) => booking.whatsapp_to);
  if (opted.length === 0) return new Map();
  const [rows, stops] = await Promise.all([
    db
      .selectFrom('deliveries')
      .select(['booking_id', 'status', 'message_status'])
      .where('channel', '=', 'whatsapp')
      .where(
        'booking_id',
        'in',
        opted.map((booking) => booking.id),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    stopsOf(
      db,
      opted.map((booking) => booking.whatsapp_to ?? ''),
    ),
  ]);
  const latest = new Map<string, string>();
  for (const row of rows) {
    if (row.booking_id) latest.set(row.booking_id, row.message_status ?? row.status);
  }
  return new Map(
    opted.map((booking) => [
      booking.id,
      { latest: latest.get(booking.id), stop: stops.get(booking.whatsapp_to ?? '') },
    ]),
  );
}
