/**
 * Letting through a lead held as spam when it arrived (src/lib/intake/spam.ts): by its sender's
 * confirmation (src/lib/intake/confirm-endpoint.ts) or a member's "not spam" (src/lib/inbox/changes.ts).
 * Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, Lead, LeadStatus } from '@/lib/db/schema';
import { queueDeliveries, type QueuedDelivery } from './queue';

/**
 * The deliveries a released lead is owed: those of a new lead, but no e-mail where the browser
 * has already sent it through EmailJS.
 */
export type OwedDeliveries = (
  lead: Lead,
  trx: Kysely<Database>,
) => QueuedDelivery[] | Promise<QueuedDelivery[]>;

export interface ReleaseOptions {
  owed: OwedDeliveries;
  /** Releases only a lead held for a reason this accepts (a confirmation releases only "unconfirmed"). */
  when?: (reason: string) => boolean;
  /** Forgets why it was held (a confirmed sender); a member's "not spam" keeps it for the record. */
  clearReason?: boolean;
  /** Status it gets; `new` unless a member chose another. */
  status?: Exclude<LeadStatus, 'spam'>;
  /** A test's time for the queued deliveries; the database's otherwise. */
  now?: Date;
}

/**
 * Lets a lead held as spam through, once: its status becomes `new` (or `status`) and the
 * deliveries it is owed are queued in the same transaction, unless some were queued before.
 * Returns the lead when it was released now, undefined when it was not held (or not for a reason
 * `when` accepts). Releasing inside `trx` lets the inbox record who did it in the same transaction.
 */
export async function releaseHeldLead(
  db: Kysely<Database>,
  id: string,
  { owed, when = () => true, clearReason = false, status = 'new', now }: ReleaseOptions,
): Promise<Lead | undefined> {
  const release = async (trx: Kysely<Database>) => {
    const lead = await trx.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    if (!lead || lead.status !== 'spam' || !lead.spam_reason || !when(lead.spam_reason)) return undefined;
    const updated = await trx
      .updateTable('leads')
      .set(clearReason ? { status, spam_reason: null } : { status })
      .where('id', '=', id)
      .where('status', '=', 'spam')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return undefined;
    const queued = await trx
      .selectFrom('deliveries')
      .select('id')
      .where('lead_id', '=', id)
      .executeTakeFirst();
    // A held booking is booked now, in this transaction (src/lib/booking/rules/release-held.ts).
    if (!queued) await queueDeliveries(trx, id, await owed(lead, trx), now);
    return { ...lead, status, spam_reason: clearReason ? null : lead.spam_reason };
  };
  return db.isTransaction ? release(db) : db.transaction().execute(release);
}
