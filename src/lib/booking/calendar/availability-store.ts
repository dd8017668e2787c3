/**
 * The owner's availability (./settings.ts) in the store: one row of JSON, so every instance offers
 * the same times. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { availabilitySchema, DEFAULT_AVAILABILITY, type Availability } from './settings';

const SETTINGS_ID = 'availability';

/** The owner's availability, or the defaults until they set it (or when the stored row is unreadable). */
export async function readAvailability(db: Kysely<Database>): Promise<Availability> {
  const row = await db
    .selectFrom('booking_settings')
    .select('value')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row) return DEFAULT_AVAILABILITY;
  try {
    return availabilitySchema.parse(JSON.parse(row.value));
  } catch {
    console.error('[booking] the stored availability is unreadable: the defaults are offered');
    return DEFAULT_AVAILABILITY;
  }
}

export async function saveAvailability(
  db: Kysely<Database>,
  availability: Availability,
  by: string | null,
  now = new Date(),
): Promise<void> {
  const value = JSON.stringify(availabilitySchema.parse(availability));
  const updated_at = now.toISOString();
  await db
    .insertInto('booking_settings')
    .values({ id: SETTINGS_ID, value, updated_at, updated_by: by })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ value, updated_at, updated_by: by }))
    .execute();
}
