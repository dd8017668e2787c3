/**
 * The inbox's writes (server only): a lead's status with a line of history, notes, and erasure.
 * Called by the Server Actions in ./actions.ts once they have checked the session and the origin.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, LeadStatus } from '@/lib/db/schema';
import { releaseHeldLead, type OwedDeliveries } from '@/lib/leads/store';

export interface Author {
  userId: string;
  name: string;
}

/** Longest note kept: notes are for the team's words, not pasted documents. */
export const MAX_NOTE_LENGTH = 5_000;

/**
 * Sets a lead's status and records who changed it from what; false when the lead is gone. A lead
 * held as spam when it arrived is let through by any other status: it is then owed what a new
 * lead is (`owed`), queued in the same transaction (src/lib/leads/store.ts, releaseHeldLead).
 */
export async function changeStatus(
  db: Kysely<Database>,
  leadId: string,
  to: LeadStatus,
  by: Author,
  now = new Date(),
  owed: OwedDeliveries = () => [],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst();
    if (!lead) return false;
    if (lead.status === to) return true;
    const released =
      to !== 'spam' && lead.status === 'spam' ? await releaseHeldLead(trx, leadId, { owed, status: to, now }) : undefined;
    if (!released) await trx.updateTable('leads').set({ status: to }).where('id', '=', leadId).execute();
    await trx
      .insertInto('lead_status_changes')
      .values({
        id: randomUUID(),
        lead_id: leadId,
        from_status: lead.status,
        to_status: to,
        by_user_id: by.userId,
        by_name: by.name,
        at: now.toISOString(),
      })
      .execute();
    return true;
  });
}

export async function addNote(
  db: Kysely<Database>,
  leadId: string,
  text: string,
  by: Author,
  now = new Date(),
): Promise<boolean> {
  const body = text.trim().slice(0, MAX_NOTE_LENGTH);
  if (!body) return false;
  const lead = await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
  if (!lead) return false;
  await db
    .insertInto('lead_notes')
    .values({
      id: randomUUID(),
      lead_id: leadId,
      author_id: by.userId,
      author_name: by.name,
      text: body,
      at: now.toISOString(),
    })
    .execute();
  return true;
}

/**
 * Erases a lead and everything kept about it: delivery attempts, deliveries, notes and status
 * history (named here, not left to the foreign keys, so a database without them loses nothing).
 */
export async function deleteLead(db: Kysely<Database>, leadId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('delivery_attempts').where('lead_id', '=', leadId).execute();
    await trx.deleteFrom('deliveries').where('lead_id', '=', leadId).execute();
    await trx.deleteFrom('lead_notes').where('lead_id', '=', leadId).execute();
    await trx.deleteFrom('lead_status_changes').where('lead_id', '=', leadId).execute();
    const deleted = await trx.deleteFrom('leads').where('id', '=', leadId).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  });
}
