/**
 * Brings the database's tables to the latest migration. Run once at server start (src/instrumentation.ts)
 * and by the tests. Several instances starting together are safe: on PostgreSQL Kysely's migrator
 * locks and runs in a transaction; on SQLite the whole run is one `BEGIN IMMEDIATE` transaction,
 * which a second process waits on, and a failure part-way leaves no half-made tables.
 */
import 'server-only';
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { isPostgres } from './clock';
import { migrations } from './migrations';
import type { Database } from './schema';

const checkedIn: MigrationProvider = { getMigrations: async () => migrations };
/** How long a second process waits for the first one's migrations on SQLite before it gives up. */
const SQLITE_MIGRATION_WAIT_MS = 60_000;

async function run(db: Kysely<Database>, provider: MigrationProvider): Promise<void> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
}

/**
 * Takes SQLite's write lock, waiting while another process migrates: in SQLite's busy handler, its
 * timeout raised for this one statement (the process does nothing else while it starts). Not by
 * retrying after SQLITE_BUSY: libsql's run() leaves a statement that failed busy in progress
 * (tursodatabase/libsql-js#237), and every COMMIT or DROP on the connection then fails until the
 * garbage collector finalizes it, so the retried run failed at its first DROP or at its COMMIT.
 */
async function beginImmediate(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
  const usual = Number(rows[0]?.timeout ?? 0);
  await sql.raw(`pragma busy_timeout = ${SQLITE_MIGRATION_WAIT_MS}`).execute(db);
  try {
    await sql`begin immediate`.execute(db);
  } finally {
    await sql.raw(`pragma busy_timeout = ${usual}`).execute(db);
  }
}

export function migrateToLatest(db: Kysely<Database>): Promise<void> {
  return migrateWith(db, checkedIn);
}

/**
 * The same run over the migrations `provider` gives: the checked-in ones in the server, a test's
 * own (one that fails part-way) in src/lib/db/migrate.test.ts.
 */
export async function migrateWith(db: Kysely<Database>, provider: MigrationProvider): Promise<void> {
  if (isPostgres(db)) return run(db, provider);
  // One connection for the whole run: the migrator's statements join this transaction.
  await db.connection().execute(async (connection) => {
    await beginImmediate(connection);
    try {
      await run(connection, provider);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
