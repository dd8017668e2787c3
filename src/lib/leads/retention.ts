/**
 * Leads are kept LEADS_RETENTION_DAYS (365 by default), then deleted with their deliveries (one
 * query; the deliveries go with their lead), except a booking's lead whose call is still to come. The server's daily sweep (src/lib/server/retention.ts)
 * runs it. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { timeAt } from '@/lib/db/clock';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Deletes the leads received more than `days` days before `now`; returns how many went. */
export async function deleteExpiredLeads(db: Kysely<Database>, days: number, now?: Date): Promise<number> {
  // The database's clock unless a test gives its own: every instance deletes by the same time.
  const cutoff = timeAt(db, now, -days * MS_PER_DAY);
  // A lead whose call is still to come stays until the call has happened: deleting it would free
  // its time without telling the visitor (LEADS_RETENTION_DAYS of a day, or a booking's lead kept
  // as long as its call is ahead).
  const result = await db
    .deleteFrom('leads')
    .where('received_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef('bookings.lead_id', '=', 'leads.id')
            .where('bookings.status', 'in', ['booked', 'pending'])
            .where('bookings.starts_at', '>', timeAt(db, now)),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
