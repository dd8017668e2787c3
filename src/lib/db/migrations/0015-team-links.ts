import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The team's sign-in through better-auth's public calls only (src/lib/auth):
 * - `set_password_links`: the latest set-password link of each account, as a SHA-256 digest of
 *   its token. A link better-auth made earlier for the same account is refused
 *   (src/lib/auth/sign-in-hooks.ts); the row goes once the link is used or the account removed.
 * - `auth_session.lastSeenAt`: when the session's member was last seen, written through
 *   better-auth's update-session call (src/lib/auth/session.ts measures the idle limit from it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const date = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'date';
  await db.schema
    .createTable('set_password_links')
    .addColumn('user_id', 'text', (column) =>
      column.primaryKey().references('auth_user.id').onDelete('cascade'),
    )
    .addColumn('token_digest', 'text', (column) => column.notNull().unique())
    .execute();
  await db.schema.alterTable('auth_session').addColumn('lastSeenAt', date).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_session').dropColumn('lastSeenAt').execute();
  await db.schema.dropTable('set_password_links').execute();
}
