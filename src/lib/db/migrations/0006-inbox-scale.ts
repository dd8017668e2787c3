import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The inbox at 100,000 leads (figures in docs/inbox.md). The list and the export walk the leads by
 * (received_at, id), newest first, from a cursor: b-trees on (received_at, id) and on
 * (status, received_at, id) serve that walk for every status and for one, and the counts per
 * status. They take the place of 0001's (received_at) and 0002's (status, received_at), which are
 * their prefixes. On PostgreSQL a trigram index (pg_trgm) over the four searched columns serves
 * the search's ILIKE '%…%'; where the extension cannot be made (a host that does not offer it, a
 * role that may not create it), the migration goes on without it and the search reads the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('leads_received_at_id').on('leads').columns(['received_at', 'id']).execute();
  await db.schema
    .createIndex('leads_status_received_at_id')
    .on('leads')
    .columns(['status', 'received_at', 'id'])
    .execute();
  await db.schema.dropIndex('leads_received_at').execute();
  await db.schema.dropIndex('leads_status_received_at').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await searchIndex(db);
}

/** The trigram index, or a warning: within a savepoint, as a failed statement spoils a transaction. */
async function searchIndex(db: Kysely<unknown>): Promise<void> {
  // Kysely's migrator runs each migration in a transaction on PostgreSQL.
  const savepoint = db.isTransaction;
  if (savepoint) await sql`savepoint leads_search`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // One GIN index over the four columns: PostgreSQL ORs a scan of it per column.
    await sql`create index leads_search on leads using gin (
      name gin_trgm_ops, email gin_trgm_ops, subject gin_trgm_ops, message gin_trgm_ops
    )`.execute(db);
    if (savepoint) await sql`release savepoint leads_search`.execute(db);
  } catch (error) {
    if (savepoint) await sql`rollback to savepoint leads_search`.execute(db);
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[db] no trigram index for the inbox's search (${reason}): a search reads every lead`);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_search').ifExists().execute();
  await db.schema
    .createIndex('leads_status_received_at')
    .on('leads')
    .columns(['status', 'received_at'])
    .execute();
  await db.schema.createIndex('leads_received_at').on('leads').column('received_at').execute();
  await db.schema.dropIndex('leads_status_received_at_id').execute();
  await db.schema.dropIndex('leads_received_at_id').execute();
}
