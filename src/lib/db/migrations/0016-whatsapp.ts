import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The call on WhatsApp (src/lib/booking/whatsapp):
 * - `bookings.whatsapp_to`: the number (E.164 digits) of a visitor who ticked "send me WhatsApp
 *   messages", null otherwise; `bookings.place_kind` and `place_url`: where the call happens (a
 *   WhatsApp call to the visitor, one fixed video link, a Jitsi room of its own), kept through a move.
 * - `deliveries.message_id` and `message_status`: Meta's id of a WhatsApp message and its latest
 *   status from the webhook (sent, delivered, read, failed), found by that id.
 * - `whatsapp_stops`: the numbers that replied STOP; nothing more is sent to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const time = db.getExecutor().adapter instanceof PostgresAdapter ? 'timestamptz' : 'text';
  await db.schema.alterTable('bookings').addColumn('whatsapp_to', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('place_kind', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('place_url', 'text').execute();
  await db.schema.alterTable('deliveries').addColumn('message_id', 'text').execute();
  await db.schema.alterTable('deliveries').addColumn('message_status', 'text').execute();
  await db.schema.createIndex('deliveries_message_id').on('deliveries').column('message_id').execute();
  await db.schema
    .createTable('whatsapp_stops')
    .addColumn('number', 'text', (column) => column.primaryKey())
    .addColumn('said', 'text', (column) => column.notNull())
    .addColumn('at', time, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('whatsapp_stops').execute();
  await db.schema.dropIndex('deliveries_message_id').execute();
  await db.schema.alterTable('deliveries').dropColumn('message_status').execute();
  await db.schema.alterTable('deliveries').dropColumn('message_id').execute();
  await db.schema.alterTable('bookings').dropColumn('place_url').execute();
  await db.schema.alterTable('bookings').dropColumn('place_kind').execute();
  await db.schema.alterTable('bookings').dropColumn('whatsapp_to').execute();
}
