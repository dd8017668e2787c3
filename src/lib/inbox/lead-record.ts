/**
 * One lead with everything known about it, for its page in the inbox (server only): its fields,
 * its delivery attempts, its status history, its notes and, for a booking, its calls.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import { bookingsOfLead } from '@/lib/booking/rules/store';
import { whatsappOfLead, type LeadWhatsApp } from '@/lib/booking/whatsapp/record';
import type { Booking, Database, DeliveryAttempt, Lead, LeadNote, LeadStatusChange } from '@/lib/db/schema';

export interface LeadDetail {
  lead: Lead;
  fields: Record<string, string>;
  attempts: DeliveryAttempt[];
  history: LeadStatusChange[];
  notes: LeadNote[];
  /** A booking lead's calls, the latest booked first (a moved call is one cancelled, one new). */
  bookings: Booking[];
  /** The bookings whose time was taken when the lead was let through: the visitor was told to choose again. */
  taken: string[];
  /** A booking lead's WhatsApp messages, when the visitor opted in to them. */
  whatsapp: LeadWhatsApp | undefined;
}

export async function leadDetail(db: Kysely<Database>, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const [attempts, history, notes, bookings, taken] = await Promise.all([
    db.selectFrom('delivery_attempts').selectAll().where('lead_id', '=', id).orderBy('at').execute(),
    db.selectFrom('lead_status_changes').selectAll().where('lead_id', '=', id).orderBy('at').execute(),
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('at').execute(),
    lead.form === 'booking' ? bookingsOfLead(db, id) : [],
    db
      .selectFrom('deliveries')
      .select('booking_id')
      .where('lead_id', '=', id)
      .where('event', '=', 'booking.taken')
      .execute(),
  ]);
  const whatsapp = bookings.length > 0 ? await whatsappOfLead(db, id, bookings) : undefined;
  let fields: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(lead.fields);
    if (parsed && typeof parsed === 'object') {
      fields = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
    }
  } catch {
    // A lead stored before fields were JSON: its columns still say everything.
  }
  return {
    lead,
    fields,
    attempts,
    history,
    notes,
    bookings,
    taken: taken.flatMap(({ booking_id }) => (booking_id ? [booking_id] : [])),
    whatsapp,
  };
}
