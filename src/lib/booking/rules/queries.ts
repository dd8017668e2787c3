/**
 * Reading bookings: one with its lead (the booking's own page, its calendar file), a lead's own,
 * and the calls coming up (the inbox). Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Booking, Database } from '@/lib/db/schema';

/** A booking with what the pages show of its lead. */
export interface BookingView extends Booking {
  name: string | null;
  email: string;
  fields: string;
  lead_status: string;
}

function bookingViews(db: Kysely<Database>) {
  return db
    .selectFrom('bookings')
    .innerJoin('leads', 'leads.id', 'bookings.lead_id')
    .selectAll('bookings')
    .select(['leads.name', 'leads.email', 'leads.fields', 'leads.status as lead_status']);
}

export async function findBooking(db: Kysely<Database>, id: string): Promise<BookingView | undefined> {
  return bookingViews(db).where('bookings.id', '=', id).executeTakeFirst();
}

/** A lead's bookings, the latest first. */
export async function bookingsOfLead(db: Kysely<Database>, leadId: string): Promise<Booking[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Calls booked from `from` until `until`, in time order (the inbox's upcoming calls); with
 * `waitingAt`, also the bookings still waiting at that moment for their visitor to confirm them.
 */
export async function upcomingCalls(
  db: Kysely<Database>,
  from: Date,
  until: Date,
  limit = 200,
  { waitingAt }: { waitingAt?: Date } = {},
): Promise<BookingView[]> {
  return bookingViews(db)
    .where((eb) =>
      waitingAt
        ? eb.or([
            eb('bookings.status', '=', 'booked'),
            eb.and([
              eb('bookings.status', '=', 'pending'),
              eb('bookings.expires_at', '>', waitingAt.toISOString()),
            ]),
          ])
        : eb('bookings.status', '=', 'booked'),
    )
    .where('bookings.starts_at', '>=', from.toISOString())
    .where('bookings.starts_at', '<', until.toISOString())
    .orderBy('bookings.starts_at')
    .limit(limit)
    .execute();
}
