import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The spam judgement by content (src/lib/spam/judge): on each lead, its score and named reasons
 * (JSON, `spam_check`); the team's teaching, one row per allowed sender, held sender or held text
 * (unique per kind and value, so teaching twice keeps one row); and the fingerprints of recent
 * texts with who sent them, to hold the same text coming from several addresses within the hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const time = postgres ? 'timestamptz' : 'text';
  await db.schema.alterTable('leads').addColumn('spam_check', 'text').execute();
  await db.schema
    .createTable('spam_rules')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('value', 'text', (column) => column.notNull())
    // What a person reads in Spam settings: the address, or the start of the text.
    .addColumn('shown', 'text', (column) => column.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('by_name', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addUniqueConstraint('spam_rules_kind_value', ['kind', 'value'])
    .execute();
  // Each message looks its sender and its text up by value, whatever the kind.
  await db.schema.createIndex('spam_rules_value').on('spam_rules').column('value').execute();
  await db.schema
    .createTable('message_prints')
    .addColumn('print', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('seen_at', time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('message_prints_print_seen').on('message_prints').columns(['print', 'seen_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_prints').execute();
  await db.schema.dropTable('spam_rules').execute();
  await db.schema.alterTable('leads').dropColumn('spam_check').execute();
}
