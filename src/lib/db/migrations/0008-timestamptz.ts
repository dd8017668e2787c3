import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL the site's times become `timestamptz`, like better-auth's own, so they are compared
 * as times (with the database's clock: src/lib/db/clock.ts), not as text; existing rows are
 * converted in place from the ISO 8601 text they were stored as. SQLite keeps that one sortable
 * UTC text form, which compares correctly as it is.
 */
const TIME_COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['leads', 'received_at'],
  ['deliveries', 'next_attempt_at'],
  ['deliveries', 'claimed_until'],
  ['deliveries', 'created_at'],
  ['deliveries', 'updated_at'],
  ['delivery_attempts', 'at'],
  ['lead_status_changes', 'at'],
  ['lead_notes', 'at'],
  ['sign_in_pairs', 'window_started_at'],
  ['form_proofs_used', 'expires_at'],
  ['inbox_audit', 'at'],
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of TIME_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type timestamptz using ${sql.ref(column)}::timestamptz`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of TIME_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text using to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(db);
  }
}
