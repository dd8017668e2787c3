/**
 * The database's clock, for every time two instances compare (claims, leases, back-off,
 * retention): one clock for all of them, whatever each machine's own says. The code reads every
 * time as ISO 8601 text in UTC with milliseconds (`2026-12-01T06:00:00.000Z`, as `toISOString()`
 * writes it): stored so on SQLite, `timestamptz` on PostgreSQL (read back as that text:
 * ./iso-dates.ts).
 */
import 'server-only';
import { PostgresAdapter, sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

const MS_PER_SECOND = 1000;

/**
 * The adapters of the PostgreSQL connections this process opened (./connection.ts), kept on
 * `globalThis`: Next bundles the start-up hook and the route handlers apart, each with its own
 * copy of Kysely, and the one connection they share was opened by whichever came first, so
 * `instanceof` alone answers false in the other.
 */
const ADAPTERS_KEY = Symbol.for('lahore-agency-site.postgres-adapters');
type AdapterHolder = { [ADAPTERS_KEY]?: WeakSet<object> };
const postgresAdapters = () => ((globalThis as AdapterHolder)[ADAPTERS_KEY] ??= new WeakSet());

/** Notes that `db` (and every view and transaction of it) runs on PostgreSQL. */
export function rememberPostgres(db: QueryExecutorProvider): void {
  postgresAdapters().add(db.getExecutor().adapter);
}

/** True when `db` (or a transaction of it) runs on PostgreSQL. */
export function isPostgres(db: QueryExecutorProvider): boolean {
  const { adapter } = db.getExecutor();
  return adapter instanceof PostgresAdapter || postgresAdapters().has(adapter);
}

/**
 * The database's time now, `offsetMs` later (earlier when negative), as an expression: a
 * `timestamptz` on PostgreSQL (the type of its time columns), the ISO text on SQLite. Both to the
 * millisecond, like the times the code writes, so an equality check against a time it read back holds.
 */
export function dbTime(db: QueryExecutorProvider, offsetMs = 0): RawBuilder<string> {
  if (isPostgres(db)) {
    return sql<string>`date_trunc('milliseconds', clock_timestamp() + ${offsetMs}::double precision * interval '1 millisecond')`;
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

/** The database's time now, read once, as ISO text (to record when something happened). */
export async function readDbTime(db: QueryExecutorProvider): Promise<string> {
  const { rows } = await sql<{ now: string | Date }>`select ${dbTime(db)} as now`.execute(db);
  const now = rows[0]!.now;
  return now instanceof Date ? now.toISOString() : now;
}
