/**
 * The reports in the database (table `web_vitals`, migration 0010): written in batches by the
 * write-behind queue (./service.ts), and deleted VITALS_RETENTION_DAYS after the day they arrived.
 *
 * Retention: every raw row is kept, so a p75 over any window inside those 90 days is exact (no
 * sketch, no pre-aggregated buckets); once a day each server deletes the rows whose `day` is more
 * than 90 days before today's UTC date on the database's clock (`day < today - 90 days`), the same
 * cut on every instance. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import { readDbTime } from '@/lib/db/clock';
import type { Database } from '@/lib/db/schema';
import { VITALS_RETENTION_DAYS } from './metrics';
import { utcDay, type VitalRow } from './report';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Writes one batch of rows in one statement (one transaction, one sync to disk). */
export async function insertVitals(db: Kysely<Database>, rows: readonly VitalRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('web_vitals')
    .values(
      rows.map(({ day, route, metric, value, rating, device, connection }) => ({
        day,
        route,
        metric,
        value,
        rating,
        device,
        connection,
      })),
    )
    .execute();
}

/** The first day kept: `days` days before `today` (both UTC dates). */
export function firstKeptDay(today: Date, days = VITALS_RETENTION_DAYS): string {
  return utcDay(new Date(today.getTime() - days * MS_PER_DAY));
}

/**
 * Deletes the rows older than `days` days (the database's clock unless a test gives `now`);
 * returns how many went.
 */
export async function deleteExpiredVitals(
  db: Kysely<Database>,
  days = VITALS_RETENTION_DAYS,
  now?: Date,
): Promise<number> {
  const today = now ?? new Date(await readDbTime(db));
  const result = await db
    .deleteFrom('web_vitals')
    .where('day', '<', firstKeptDay(today, days))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
