/**
 * A booking's row and the time it holds, inserted in the caller's transaction (./store.ts books,
 * ./changes.ts moves). Server only.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingStatus, Database } from '@/lib/db/schema';
import type { CallPlace } from '../calendar/call-place';
import { holdSpan } from '../calendar/holds';
import type { Interval } from '../calendar/slots';

export interface CallRequest {
  start: number;
  end: number;
  /** What the call holds: the call and its buffer. */
  span: Interval;
  timeZone?: string | undefined;
  language: string;
}

/** What a new booking row carries besides its call. */
export interface BookingRow {
  leadId: string;
  status: BookingStatus;
  /** The invite's SEQUENCE: 0 when booked, one more on each move. */
  sequence: number;
  mailbox: string | null;
  visitor: string | null;
  /** Until when a pending booking holds its time unconfirmed (./pending.ts). */
  expiresAt?: Date | undefined;
  /** The number a visitor who opted in gets WhatsApp messages at (E.164 digits); null otherwise. */
  whatsappTo: string | null;
  /** Where the call happens (../calendar/call-place.ts): chosen when booked, kept through a move. */
  place: CallPlace | null;
}

/**
 * Inserts a booking (and, when booked or pending, holds its time); throws SlotTakenError when it is
 * held.
 */
export async function insertBooking(
  trx: Kysely<Database>,
  row: BookingRow,
  call: CallRequest,
  now: Date,
  id: string = randomUUID(),
): Promise<string> {
  await trx
    .insertInto('bookings')
    .values({
      id,
      lead_id: row.leadId,
      starts_at: new Date(call.start).toISOString(),
      ends_at: new Date(call.end).toISOString(),
      status: row.status,
      time_zone: call.timeZone ?? null,
      language: call.language,
      created_at: now.toISOString(),
      cancelled_at: null,
      moved_to: null,
      sequence: row.sequence,
      mailbox: row.mailbox,
      visitor: row.visitor,
      expires_at: row.expiresAt?.toISOString() ?? null,
      whatsapp_to: row.whatsappTo,
      place_kind: row.place?.kind ?? null,
      place_url: row.place?.url ?? null,
    })
    .execute();
  if (row.status === 'booked' || row.status === 'pending') await holdSpan(trx, id, call.span, now);
  return id;
}
