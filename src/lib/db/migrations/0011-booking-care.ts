import type { Kysely } from 'kysely';

/**
 * What the visitor's own e-mail and the limits on booking need of a booking
 * (src/lib/booking/rules/store.ts): `sequence`, how many times its call has changed (the invite's
 * SEQUENCE: a move's new booking counts one more than the one it replaces, so the visitor's
 * calendar takes it as the same event, updated); `mailbox`, the visitor's e-mail address as compared (lower
 * case), and `visitor`, a keyed hash of the address the booking came from (never the address
 * itself), so one mailbox or one connection holds one upcoming call. The index serves those two
 * questions and the day's count of new bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bookings').addColumn('mailbox', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('visitor', 'text').execute();
  await db.schema.createIndex('bookings_mailbox').on('bookings').columns(['mailbox', 'status']).execute();
  await db.schema.createIndex('bookings_visitor').on('bookings').columns(['visitor', 'status']).execute();
  await db.schema.createIndex('bookings_created').on('bookings').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_created').execute();
  await db.schema.dropIndex('bookings_visitor').execute();
  await db.schema.dropIndex('bookings_mailbox').execute();
  await db.schema.alterTable('bookings').dropColumn('visitor').execute();
  await db.schema.alterTable('bookings').dropColumn('mailbox').execute();
  await db.schema.alterTable('bookings').dropColumn('sequence').execute();
}
