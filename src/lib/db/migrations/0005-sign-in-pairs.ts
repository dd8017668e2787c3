import type { Kysely } from 'kysely';

/**
 * Wrong passwords per (account, client address) pair, both as SHA-256 digests
 * (src/lib/auth/sign-in-limit.ts), in place of 0002's count per account, which let anyone lock
 * the owner out by typing wrong passwords for their e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_pairs')
    .addColumn('account_key', 'text', (column) => column.notNull())
    .addColumn('address_key', 'text', (column) => column.notNull())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('sign_in_pairs_pk', ['account_key', 'address_key'])
    .execute();
  // An address's pairs are summed before each sign-in; rows whose window has ended are deleted.
  await db.schema
    .createIndex('sign_in_pairs_address')
    .on('sign_in_pairs')
    .columns(['address_key', 'window_started_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_pairs_window')
    .on('sign_in_pairs')
    .column('window_started_at')
    .execute();
  await db.schema.dropTable('sign_in_failures').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.dropTable('sign_in_pairs').execute();
}
