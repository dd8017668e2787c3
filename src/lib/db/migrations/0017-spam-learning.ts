import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What the team teaches the spam classifier (src/lib/spam/learning.ts):
 * - `spam_learning`: the site's count deltas on top of the trained model, one row per token
 *   (spam and real counts, added to atomically by an upsert, so two instances marking at once both
 *   count), with two rows of its own: `:docs` holds the messages counted per label, and `:version`
 *   a counter every change bumps, read with each message, so an instance reloads the deltas only
 *   when they changed.
 * - `spam_marks`: the mark each lead was given (its label and the tokens counted), so a change of
 *   mind takes back exactly what was added; it goes with its lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema
    .createTable('spam_learning')
    .addColumn('token', 'text', (column) => column.primaryKey())
    .addColumn('spam', 'integer', (column) => column.notNull())
    .addColumn('ham', 'integer', (column) => column.notNull())
    .execute();
  await db
    .withTables<{ spam_learning: { token: string; spam: number; ham: number } }>()
    .insertInto('spam_learning')
    .values({ token: ':version', spam: 0, ham: 0 })
    .execute();
  await db.schema
    .createTable('spam_marks')
    .addColumn('lead_id', 'text', (column) => column.primaryKey())
    .addColumn('label', 'text', (column) => column.notNull())
    // The tokens counted, JSON: what an undo takes back.
    .addColumn('features', 'text', (column) => column.notNull())
    .addColumn('by_name', 'text', (column) => column.notNull())
    .addColumn('marked_at', time, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spam_marks').execute();
  await db.schema.dropTable('spam_learning').execute();
}
