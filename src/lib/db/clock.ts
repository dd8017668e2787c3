/**
 * The database's clock, for every time two instances compare (claims, leases, back-off,
 * retention): one clock for all of them, whatever each machine's own says. The times are the
 * same text on both engines, ISO 8601 in UTC with milliseconds (`2026-12-01T06:00:00.000Z`, as
 * `toISOString()` writes them), so they sort and compare as the stored ones do.
 */
import { PostgresAdapter, sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

const MS_PER_SECOND = 1000;

function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The database's time now, `offsetMs` later (earlier when negative), as an expression. */
export function dbTime(db: QueryExecutorProvider, offsetMs = 0): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`to_char((clock_timestamp() + ${offsetMs}::double precision * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  // SQLite's %f is seconds with milliseconds; its modifier takes seconds with a fraction.
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs / MS_PER_SECOND} seconds`})`;
}

/** A time for a query: the one a test gives (its own clock), else the database's, `offsetMs` on. */
export function timeAt(
  db: QueryExecutorProvider,
  now: Date | undefined,
  offsetMs = 0,
): string | RawBuilder<string> {
  return now ? new Date(now.getTime() + offsetMs).toISOString() : dbTime(db, offsetMs);
}

/** The database's time now, read once (to tell a caller when something happened). */
export async function readDbTime(db: QueryExecutorProvider): Promise<string> {
  const { rows } = await sql<{ now: string }>`select ${dbTime(db)} as now`.execute(db);
  return rows[0]!.now;
}
