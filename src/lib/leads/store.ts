/**
 * The leads: every message a form sends, stored before anyone is told it arrived, with the
 * deliveries it is owed (e-mail, webhook) queued in the same transaction. Delivery reads the
 * stored copy afterwards (./deliveries.ts), so a failed or missing notification never loses a
 * lead. Server only; routes and scripts call this module, never SQL.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ATTRIBUTION_FIELDS } from '@/lib/analytics/attribution';
import { timeAt } from '@/lib/db/clock';
import type { BrowserOutcome, Database, Lead, LeadForm, LeadPath } from '@/lib/db/schema';
import { queueDeliveries, type QueuedDelivery } from './queue';

/** A lead as a route hands it over: checked fields, without the honeypot. */
export interface IncomingLead {
  /** The browser's own id for the message (EmailJS mode), so a retry stores it once. */
  id?: string;
  form: LeadForm;
  path: LeadPath;
  fields: Record<string, string>;
  /** Why it is held as spam (never delivered until a member says otherwise); absent for a person's. */
  spamReason?: string;
  /** The content judgement's score and reasons, JSON (src/lib/spam/judge/record.ts). */
  spamCheck?: string;
}

export interface SaveResult {
  id: string;
  /** False when a lead with this id was already stored (a retry or a double click). */
  created: boolean;
}

/** What the browser may use as a message id: a UUID, as `crypto.randomUUID()` makes. */
export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const text = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * Stores `lead` and queues `deliveries` for it, all or nothing. A lead whose id is already stored
 * is left as it is (and nothing is queued again). Inside the caller's transaction when `db` is
 * one, so a route can judge and store a message as one step (src/lib/intake/hand-off-endpoint.ts).
 * It is received at the database's time (`now` only in tests), like the deliveries' due times.
 */
export async function saveLead(
  db: Kysely<Database>,
  lead: IncomingLead,
  deliveries: readonly QueuedDelivery[] = [],
  now?: Date,
): Promise<SaveResult> {
  const id = lead.id ?? randomUUID();
  if (!LEAD_ID.test(id)) throw new Error('a lead id must be a UUID');
  const { fields } = lead;
  const save = async (trx: Kysely<Database>): Promise<SaveResult> => {
    const inserted = await trx
      .insertInto('leads')
      .values({
        id,
        received_at: timeAt(trx, now),
        form: lead.form,
        path: lead.path,
        name: text(fields.name),
        email: fields.email ?? '',
        subject: text(fields.subject),
        message: text(fields.message),
        language: text(fields.language),
        ...Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, text(fields[field])])),
        fields: JSON.stringify(fields),
        browser_outcome: lead.path === 'emailjs' ? 'pending' : null,
        status: lead.spamReason ? 'spam' : 'new',
        spam_reason: lead.spamReason ?? null,
        spam_check: lead.spamCheck ?? null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning(['id', 'received_at'])
      .executeTakeFirst();
    if (!inserted) return { id, created: false };
    // Due so long after the receipt the store wrote.
    await queueDeliveries(trx, id, deliveries, new Date(inserted.received_at));
    return { id, created: true };
  };
  return db.isTransaction ? save(db) : db.transaction().execute(save);
}

/** True when a lead with this id is stored (a retried hand-off). */
export async function leadExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Records what the browser said of its own EmailJS send. When it was sent, the e-mail the lead was
 * owed is delivered (by the browser), so the server does not send it again; when it failed or
 * never arrives, the queued e-mail goes out when it falls due.
 */
export async function recordBrowserOutcome(
  db: Kysely<Database>,
  id: string,
  outcome: Exclude<BrowserOutcome, 'pending'>,
  now?: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select('browser_outcome')
      .where('id', '=', id)
      .where('path', '=', 'emailjs')
      .executeTakeFirst();
    if (!lead) return false;
    // Written once: a second report (a retry, or a replay) changes nothing.
    const updated = await trx
      .updateTable('leads')
      .set({ browser_outcome: outcome })
      .where('id', '=', id)
      .where('browser_outcome', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0 || outcome !== 'sent') return true;
    // The e-mail went from the browser: the server's own stops, unless an instance holds it now
    // (that send is already on its way, and the instance records it; ./deliveries.ts then does not
    // retry a failure of it). A failed earlier attempt of the server's does not matter.
    const at = timeAt(trx, now);
    await trx
      .updateTable('deliveries')
      .set({ status: 'delivered', next_attempt_at: null, updated_at: at })
      .where('lead_id', '=', id)
      .where('channel', '=', 'email')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
      .execute();
    return true;
  });
}

export function getLead(db: Kysely<Database>, id: string): Promise<Lead | undefined> {
  return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every stored field of a lead, as it was received. */
export function leadFields(lead: Pick<Lead, 'fields'>): Record<string, string> {
  return JSON.parse(lead.fields) as Record<string, string>;
}
