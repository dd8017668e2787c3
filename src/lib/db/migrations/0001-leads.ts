import type { Kysely } from 'kysely';

/** Leads, their deliveries and each attempt, and the rate limits' counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .addColumn('form', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('subject', 'text')
    .addColumn('message', 'text')
    .addColumn('language', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('landing_page', 'text')
    .addColumn('referrer_host', 'text')
    .addColumn('fields', 'text', (column) => column.notNull())
    .addColumn('browser_outcome', 'text')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
    .execute();
  await db.schema.createIndex('leads_received_at').on('leads').column('received_at').execute();

  await db.schema
    .createTable('deliveries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('deliveries_lead_channel', ['lead_id', 'channel'])
    .execute();
  await db.schema
    .createIndex('deliveries_due')
    .on('deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('delivery_attempts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('delivery_id', 'text', (column) =>
      column.notNull().references('deliveries.id').onDelete('cascade'),
    )
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull())
    .addColumn('ok', 'integer', (column) => column.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('error', 'text')
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('delivery_attempts_lead').on('delivery_attempts').column('lead_id').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'delivery_attempts', 'deliveries', 'leads']) {
    await db.schema.dropTable(table).execute();
  }
}
