/**
 * Brings the database's tables to the latest migration. Run once at server start (src/instrumentation.ts)
 * and by the tests. Several instances starting together are safe: on PostgreSQL Kysely's migrator
 * locks and runs in a transaction; on SQLite the whole run is one `BEGIN IMMEDIATE` transaction,
 * which a second process waits on, and a failure part-way leaves no half-made tables.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const provider: MigrationProvider = { getMigrations: async () => migrations };
/** How long a second process waits for the first one's migrations on SQLite before it gives up. */
const SQLITE_MIGRATION_WAIT_MS = 60_000;
const RETRY_MS = 250;

async function run(db: Kysely<Database>): Promise<void> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
}

const busy = (error: unknown) =>
  error instanceof Error &&
  /SQLITE_BUSY|database is locked/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`);

/** Takes SQLite's write lock, waiting (beyond the connection's busy timeout) while another process migrates. */
async function beginImmediate(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + SQLITE_MIGRATION_WAIT_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(db);
      return;
    } catch (error) {
      if (!busy(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return run(db);
  // One connection for the whole run: the migrator's statements join this transaction.
  await db.connection().execute(async (connection) => {
    await beginImmediate(connection);
    try {
      await run(connection);
      await sql`commit`.execute(connection);
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
