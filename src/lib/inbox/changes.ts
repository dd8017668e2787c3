/**
 * The inbox's writes (server only): a lead's status with a line of history, notes, and erasure
 * with its line in the audit (read back here for the Team page). Called by the Server Actions in
 * ./actions.ts once they have checked the session and the origin.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { MemberRole } from '@/lib/auth/options';
import type { Database, InboxAuditTable, LeadStatus } from '@/lib/db/schema';
import { releaseHeldLead, type OwedDeliveries } from '@/lib/leads/release';
import { dropMark } from '@/lib/spam/learning';
import { teachSpamJudgement } from './spam-learning';

export interface Author {
  userId: string;
  name: string;
}

/** A member making a change only an owner may make. */
export interface Eraser extends Author {
  role: MemberRole;
}

/** Longest note kept: notes are for the team's words, not pasted documents. */
export const MAX_NOTE_LENGTH = 5_000;

/** The status a member's page showed (`from`) and the one they chose (`to`). */
export interface StatusMove {
  from: LeadStatus;
  to: LeadStatus;
}

/**
 * What became of a change of status: true when the lead has the status asked for (saved now, or
 * it had it already), false when the lead is gone, and `{ changedMeanwhile }` with the status it
 * has now when another member moved it off the one this change started from: nothing changed.
 */
export type StatusChange = boolean | { changedMeanwhile: LeadStatus };

/**
 * Sets a lead's status if it still has the one the member saw (compare-and-set: two members
 * changing it at once cannot overwrite each other unseen), and records who changed it from what.
 * A bare status starts from the one read here, so it too never lands over a change made since.
 * A lead held as spam when it arrived is let through by any other status: it is then owed what a
 * new lead is (`owed`), queued in the same transaction (src/lib/leads/store.ts, releaseHeldLead).
 */
export async function changeStatus(
  db: Kysely<Database>,
  leadId: string,
  change: LeadStatus | StatusMove,
  by: Author,
  now = new Date(),
  owed: OwedDeliveries = () => [],
): Promise<StatusChange> {
  return db.transaction().execute(async (trx) => {
    const statusNow = async () =>
      (await trx.selectFrom('leads').select('status').where('id', '=', leadId).executeTakeFirst())?.status;
    const seen = await statusNow();
    if (!seen) return false;
    const { from, to } = typeof change === 'string' ? { from: seen, to: change } : change;
    if (seen !== from) return { changedMeanwhile: seen };
    if (from === to) return true;
    const released =
      from === 'spam' && to !== 'spam'
        ? await releaseHeldLead(trx, leadId, { owed, status: to, now })
        : undefined;
    if (!released) {
      // The compare-and-set itself: on PostgreSQL a concurrent change holds the row until it
      // commits, and this then finds the status moved and updates nothing.
      const updated = await trx
        .updateTable('leads')
        .set({ status: to })
        .where('id', '=', leadId)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const current = await statusNow();
        return current ? { changedMeanwhile: current } : false;
      }
    }
    // The team teaches the spam judgement (./spam-learning.ts).
    await teachSpamJudgement(trx, leadId, { from, to, released }, by.name, now);
    await trx
      .insertInto('lead_status_changes')
      .values({
        id: randomUUID(),
        lead_id: leadId,
        from_status: from,
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

/** What came of an erasure: done, no such lead, or refused (only an owner erases). */
export type EraseOutcome = 'erased' | 'gone' | 'refused';

/**
 * Erases a lead for an owner and writes the audit's row for it in the same transaction (no
 * erasure without its row): who, when, which lead id, nothing of the lead. A member is refused.
 */
export async function eraseLeadBy(
  db: Kysely<Database>,
  leadId: string,
  by: Eraser,
  now = new Date(),
): Promise<EraseOutcome> {
  if (by.role !== 'owner') return 'refused';
  return db.transaction().execute(async (trx) => {
    if (!(await deleteLead(trx, leadId))) return 'gone';
    await trx
      .insertInto('inbox_audit')
      .values({
        id: randomUUID(),
        action: 'lead-erased',
        lead_id: leadId,
        by_user_id: by.userId,
        by_name: by.name,
        at: now.toISOString(),
      })
      .execute();
    return 'erased';
  });
}

/**
 * Erases a lead and everything kept about it: delivery attempts, deliveries, notes and status
 * history (named here, not left to the foreign keys, so a database without them loses nothing).
 * No check and no audit of its own: the inbox erases through eraseLeadBy, which calls this inside
 * its transaction.
 */
export async function deleteLead(db: Kysely<Database>, leadId: string): Promise<boolean> {
  const erase = async (trx: Kysely<Database>) => {
    await trx.deleteFrom('delivery_attempts').where('lead_id', '=', leadId).execute();
    await trx.deleteFrom('deliveries').where('lead_id', '=', leadId).execute();
    await trx.deleteFrom('lead_notes').where('lead_id', '=', leadId).execute();
    await trx.deleteFrom('lead_status_changes').where('lead_id', '=', leadId).execute();
    // The mark's tokens are the message's words: they go with it; what they taught stays as counts.
    await dropMark(trx, leadId);
    const deleted = await trx.deleteFrom('leads').where('id', '=', leadId).executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  };
  return db.isTransaction ? erase(db) : db.transaction().execute(erase);
}

export type AuditEntry = Selectable<InboxAuditTable>;

/** Erasures shown on the Team page: the latest few, enough to notice a surprise. */
export const ERASURES_SHOWN = 20;

/** The latest erasures, newest first: who, when and which lead id. */
export function recentErasures(db: Kysely<Database>, limit = ERASURES_SHOWN): Promise<AuditEntry[]> {
  return db
    .selectFrom('inbox_audit')
    .selectAll()
    .where('action', '=', 'lead-erased')
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
