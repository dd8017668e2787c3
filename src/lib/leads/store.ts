/**
 * The leads: every message a form sends, stored before anyone is told it arrived, with the
 * deliveries it is owed (e-mail, webhook) queued in the same transaction. Delivery reads the
 * stored copy afterwards (./deliveries.ts), so a failed or missing notification never loses a
 * lead. Server only; routes and scripts call this module, never SQL.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ATTRIBUTION_FIELDS } from '@/lib/analytics/attribution';
import type { BrowserOutcome, Database, DeliveryChannel, Lead, LeadForm, LeadPath } from '@/lib/db/schema';

/** A lead as a route hands it over: checked fields, without the honeypot. */
export interface IncomingLead {
  /** The browser's own id for the message (EmailJS mode), so a retry stores it once. */
  id?: string;
  form: LeadForm;
  path: LeadPath;
  fields: Record<string, string>;
}

/** A delivery to queue with the lead, and when it is first due. */
export interface QueuedDelivery {
  channel: DeliveryChannel;
  dueAt: Date;
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
 * is left as it is (and nothing is queued again).
 */
export async function saveLead(
  db: Kysely<Database>,
  lead: IncomingLead,
  deliveries: readonly QueuedDelivery[] = [],
  now: Date = new Date(),
): Promise<SaveResult> {
  const id = lead.id ?? randomUUID();
  if (!LEAD_ID.test(id)) throw new Error('a lead id must be a UUID');
  const { fields } = lead;
  const receivedAt = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('leads')
      .values({
        id,
        received_at: receivedAt,
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
        status: 'new',
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { id, created: false };
    if (deliveries.length > 0) {
      await trx
        .insertInto('deliveries')
        .values(
          deliveries.map(({ channel, dueAt }) => ({
            id: randomUUID(),
            lead_id: id,
            channel,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: dueAt.toISOString(),
            created_at: receivedAt,
            updated_at: receivedAt,
          })),
        )
        .execute();
    }
    return { id, created: true };
  });
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
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('leads')
      .set({ browser_outcome: outcome })
      .where('id', '=', id)
      .where('path', '=', 'emailjs')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (outcome === 'sent') {
      await trx
        .updateTable('deliveries')
        .set({ status: 'delivered', next_attempt_at: null, updated_at: now.toISOString() })
        .where('lead_id', '=', id)
        .where('channel', '=', 'email')
        .where('status', '=', 'pending')
        .where('attempts', '=', 0)
        .execute();
    }
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
