/**
 * A server starting on a SQLite file another process may be migrating, for
 * src/lib/db/migrate.test.ts: it opens the file its argument names, says so, runs the checked-in
 * migrations, then writes a row in a transaction of its own (the connection still works), and
 * reports how long the migrations took (its wait included) and the connection's busy timeout
 * afterwards, as one JSON line. Exits 0, or 1 with the error on stderr.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { connect } from '@/lib/db/connection';
import { migrateToLatest } from '@/lib/db/migrate';

async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error('usage: migrate.ts <sqlite file>');
  const { db, close } = connect({ engine: 'sqlite', file });
  try {
    console.log('migrating');
    const started = performance.now();
    await migrateToLatest(db);
    const migratedInMs = Math.round(performance.now() - started);
    await db
      .transaction()
      .execute((trx) =>
        trx.insertInto('rate_limits').values({ key: randomUUID(), points: 1, expire: null }).execute(),
      );
    const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    console.log(JSON.stringify({ migratedInMs, busyTimeoutMs: rows[0]?.timeout }));
  } finally {
    await close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
