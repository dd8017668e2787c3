import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Booked calls (src/lib/booking): each booking belongs to its lead (erased with it); the times it
 * holds, one row per five-minute step of the call and its buffer, keyed by the step's start, so
 * two bookings that would overlap cannot both commit, on one server or many (the primary key is
 * the lock); the availability the owner sets; and, on each delivery, the event it tells of (a
 * booking made or cancelled; none for a lead's own) and the booking it is about.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';

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

  await db.schema.alterTable('deliveries').addColumn('event', 'text').execute();
  await db.schema.alterTable('deliveries').addColumn('booking_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').dropColumn('booking_id').execute();
  await db.schema.alterTable('deliveries').dropColumn('event').execute();
  await db.schema.dropTable('booking_settings').execute();
  await db.schema.dropTable('booking_holds').execute();
  await db.schema.dropTable('bookings').execute();
}
