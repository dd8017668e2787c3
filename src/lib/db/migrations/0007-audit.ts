import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The inbox's audit: a row for each change that leaves nothing else behind (a lead erased by an
 * owner), naming who (their id, and their name as it was), when and which lead id, and nothing of
 * the lead itself. And the columns better-auth's admin plugin adds to its tables (bans and
 * impersonation, which the inbox grants no one; src/lib/auth/options.ts), laid out as its own
 * migration generator makes them, which src/lib/auth/auth.test.ts checks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('inbox_audit')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('action', 'text', (column) => column.notNull())
    // No foreign key: the lead is gone, and the member may be removed later.
    .addColumn('lead_id', 'text', (column) => column.notNull())
    .addColumn('by_user_id', 'text', (column) => column.notNull())
    .addColumn('by_name', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  // The Team page lists the newest first.
  await db.schema.createIndex('inbox_audit_at').on('inbox_audit').column('at').execute();

  await db.schema
    .alterTable('auth_user')
    .addColumn('banned', postgres ? 'boolean' : 'integer', (column) => column.defaultTo(postgres ? false : 0))
    .execute();
  await db.schema.alterTable('auth_user').addColumn('banReason', 'text').execute();
  await db.schema
    .alterTable('auth_user')
    .addColumn('banExpires', postgres ? 'timestamptz' : 'date')
    .execute();
  await db.schema.alterTable('auth_session').addColumn('impersonatedBy', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_session').dropColumn('impersonatedBy').execute();
  for (const column of ['banExpires', 'banReason', 'banned']) {
    await db.schema.alterTable('auth_user').dropColumn(column).execute();
  }
  await db.schema.dropTable('inbox_audit').execute();
}
