import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Bookings confirmed by e-mail (src/lib/booking/rules/pending.ts): a `pending` booking holds its time
 * until `expires_at`, and stops holding it, and counting for its mailbox, once that has passed. The
 * index finds the expired ones to clear away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema.alterTable('bookings').addColumn('expires_at', time).execute();
  await db.schema
    .createIndex('bookings_status_expires')
    .on('bookings')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_status_expires').execute();
  await db.schema.alterTable('bookings').dropColumn('expires_at').execute();
}
