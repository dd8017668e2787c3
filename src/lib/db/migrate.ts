/**
 * Brings the database's tables to the latest migration. Run once at server start (src/instrumentation.ts)
 * and by the tests; several instances starting together are safe, as Kysely's migrator takes a
 * lock in the database first.
 */
import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
}
