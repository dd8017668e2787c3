import type { Kysely } from 'kysely';

/**
 * Spam held for review: why a lead was held (null for a lead judged a person's), and the form
 * proofs already spent, so a proof solved once cannot carry a second message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('spam_reason', 'text').execute();
  await db.schema
    .createTable('form_proofs_used')
    .addColumn('nonce', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('form_proofs_used_expires').on('form_proofs_used').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_proofs_used').execute();
  await db.schema.alterTable('leads').dropColumn('spam_reason').execute();
}
