import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The team's inbox: better-auth's tables (users, sessions, accounts, set-password tokens and its
 * rate-limit counters, laid out as its own migration generator makes them for the options in
 * src/lib/auth/options.ts, which a test checks), the per-address counter of wrong passwords, each
 * lead's status history and notes, and the indexes the inbox's list and chart use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // better-auth keeps booleans and dates in native types on PostgreSQL, as integers and text on SQLite.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const boolean = postgres ? 'boolean' : 'integer';
  const date = postgres ? 'timestamptz' : 'date';

  await db.schema
    .createTable('auth_user')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('emailVerified', boolean, (column) => column.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, (column) => column.notNull())
    .addColumn('updatedAt', date, (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('expiresAt', date, (column) => column.notNull())
    .addColumn('token', 'text', (column) => column.notNull().unique())
    .addColumn('createdAt', date, (column) => column.notNull())
    .addColumn('updatedAt', date, (column) => column.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (column) => column.notNull().references('auth_user.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('auth_account')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('accountId', 'text', (column) => column.notNull())
    .addColumn('providerId', 'text', (column) => column.notNull())
    .addColumn('userId', 'text', (column) => column.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, (column) => column.notNull())
    .addColumn('updatedAt', date, (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('auth_verification')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('identifier', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('expiresAt', date, (column) => column.notNull())
    .addColumn('createdAt', date, (column) => column.notNull())
    .addColumn('updatedAt', date, (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('auth_rate_limit')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('lastRequest', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('auth_session_userId_idx').on('auth_session').column('userId').execute();
  await db.schema.createIndex('auth_account_userId_idx').on('auth_account').column('userId').execute();
  await db.schema
    .createIndex('auth_verification_identifier_idx')
    .on('auth_verification')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('failures', 'integer', (column) => column.notNull())
    .addColumn('window_started_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('lead_status_changes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (column) => column.notNull())
    .addColumn('to_status', 'text', (column) => column.notNull())
    // The member's name as it was: the history outlives a removed account.
    .addColumn('by_user_id', 'text')
    .addColumn('by_name', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('lead_status_changes_lead')
    .on('lead_status_changes')
    .columns(['lead_id', 'at'])
    .execute();
  await db.schema
    .createTable('lead_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('lead_notes_lead').on('lead_notes').columns(['lead_id', 'at']).execute();

  // The inbox lists a status newest first and counts each status (figures in docs/inbox.md).
  await db.schema
    .createIndex('leads_status_received_at')
    .on('leads')
    .columns(['status', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_status_received_at').execute();
  for (const table of [
    'lead_notes',
    'lead_status_changes',
    'sign_in_failures',
    'auth_rate_limit',
    'auth_verification',
    'auth_account',
    'auth_session',
    'auth_user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
