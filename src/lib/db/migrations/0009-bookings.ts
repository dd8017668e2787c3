import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Booked calls (src/lib/booking): each booking belongs to its lead (erased with it); the times it
 * holds, one row per five-minute step of the call and its buffer, keyed by the step's start, so
 * two bookings that would overlap cannot both commit, on one server or many (the primary key is
 * the lock); the availability the owner sets; and, on each delivery, the event it tells of (a
 * booking made or cancelled; none for a lead's own) and the booking it is about, one delivery per
 * channel for each (a lead can now be owed several webhooks: made, cancelled, moved).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const time = postgres ? 'timestamptz' : 'text';

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('starts_at', time, (column) => column.notNull())
    .addColumn('ends_at', time, (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('time_zone', 'text')
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('cancelled_at', time)
    .addColumn('moved_to', 'text')
    .execute();
  // The inbox's upcoming calls, and a lead's own bookings.
  await db.schema
    .createIndex('bookings_status_starts')
    .on('bookings')
    .columns(['status', 'starts_at'])
    .execute();
  await db.schema.createIndex('bookings_lead').on('bookings').column('lead_id').execute();

  await db.schema
    .createTable('booking_holds')
    .addColumn('step_start', time, (column) => column.primaryKey())
    .addColumn('booking_id', 'text', (column) =>
      column.notNull().references('bookings.id').onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('booking_holds_booking').on('booking_holds').column('booking_id').execute();

  await db.schema
    .createTable('booking_settings')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', time, (column) => column.notNull())
    .addColumn('updated_by', 'text')
    .execute();

  if (postgres) {
    await db.schema.alterTable('deliveries').addColumn('event', 'text').execute();
    await db.schema.alterTable('deliveries').addColumn('booking_id', 'text').execute();
    await db.schema.alterTable('deliveries').dropConstraint('deliveries_lead_channel').execute();
  } else {
    await rebuildSqliteDeliveries(db);
  }
  // One delivery per channel for a lead's own arrival and for each event of each booking.
  await sql`create unique index deliveries_lead_channel_event on deliveries (lead_id, channel, coalesce(event, ''), coalesce(booking_id, ''))`.execute(
    db,
  );
}

/**
 * SQLite cannot drop a table's constraint, so `deliveries` is made again without its one-per-
 * channel constraint (the index above takes its place), as SQLite's documentation describes, within
 * the migration's transaction. Dropping the old table deletes its attempts (their foreign key
 * cascades), so they are kept aside and put back.
 */
async function rebuildSqliteDeliveries(db: Kysely<unknown>): Promise<void> {
  await sql`create table deliveries_next (
    id text primary key,
    lead_id text not null references leads(id) on delete cascade,
    channel text not null,
    status text not null,
    attempts integer not null default 0,
    next_attempt_at text,
    claimed_until text,
    last_error text,
    created_at text not null,
    updated_at text not null,
    event text,
    booking_id text
  )`.execute(db);
  await sql`insert into deliveries_next (id, lead_id, channel, status, attempts, next_attempt_at, claimed_until, last_error, created_at, updated_at)
    select id, lead_id, channel, status, attempts, next_attempt_at, claimed_until, last_error, created_at, updated_at from deliveries`.execute(
    db,
  );
  await sql`create temp table delivery_attempts_kept as select * from delivery_attempts`.execute(db);
  await sql`drop table deliveries`.execute(db);
  await sql`alter table deliveries_next rename to deliveries`.execute(db);
  await sql`insert into delivery_attempts select * from delivery_attempts_kept`.execute(db);
  await sql`drop table delivery_attempts_kept`.execute(db);
  await db.schema
    .createIndex('deliveries_due')
    .on('deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deliveries_lead_channel_event').execute();
  // Back to one delivery per channel: a booking's later events go with it.
  await db
    .deleteFrom('deliveries' as never)
    .where(sql`event`, 'is not', null)
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table deliveries add constraint deliveries_lead_channel unique (lead_id, channel)`.execute(
      db,
    );
  } else {
    await sql`create unique index deliveries_lead_channel on deliveries (lead_id, channel)`.execute(db);
  }
  await db.schema.alterTable('deliveries').dropColumn('booking_id').execute();
  await db.schema.alterTable('deliveries').dropColumn('event').execute();
  await db.schema.dropTable('booking_settings').execute();
  await db.schema.dropTable('booking_holds').execute();
  await db.schema.dropTable('bookings').execute();
}
