import type { Kysely } from 'kysely';

/**
 * Each claim of a delivery gets an id of its own (src/lib/leads/deliveries.ts): an instance
 * finishing or giving back a delivery changes it only while the claim is still the one it made.
 * Before, the claim was told by its lease's end, a time, which two claims could share.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').addColumn('claim_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').dropColumn('claim_id').execute();
}
