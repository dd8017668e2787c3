import type { Kysely } from 'kysely';

/**
 * Real visitors' Core Web Vitals (src/lib/vitals): one row per metric per page view, holding the
 * route template, the metric, its value and rating, a device class, the connection's effective type
 * when the browser told it, and the UTC day it arrived (text, YYYY-MM-DD: no time of day is kept).
 * No cookie, address or identifier. Rows are never addressed one by one (only counted, ranked and
 * deleted by day), so the table has no key; the index serves the Speed page's windows (the last 28
 * days, 12 weeks) and the daily deletion of rows older than 90 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('route', 'text', (column) => column.notNull())
    .addColumn('metric', 'text', (column) => column.notNull())
    // REAL on SQLite, double precision on PostgreSQL: milliseconds with fractions, and CLS.
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('rating', 'text', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('connection', 'text')
    .execute();
  await db.schema.createIndex('web_vitals_day_metric').on('web_vitals').columns(['day', 'metric']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('web_vitals').execute();
}
