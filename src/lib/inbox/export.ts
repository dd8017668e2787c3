/**
 * The CSV export's rows, read in batches (server only): the list's filter and order
 * (./queries.ts), walked from a cursor, so the process holds one batch whatever the number of
 * leads; src/lib/leads/csv.ts streams them to the download.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { leadLine, type LeadLine } from '@/lib/leads/csv';
import type { Cursor, LeadFilter } from './filters';
import { beyond, conditions, type Engine } from './queries';

/** Leads the export reads at a time: its memory holds one batch, whatever the number of leads. */
export const EXPORT_BATCH = 1_000;

/**
 * Every lead the filter matches, newest first, as lines of the CSV export, `batchSize` leads at a
 * time (each batch one query for the leads and one for their e-mails' outcome), as
 * `npm run leads -- --csv` writes them. Each batch starts after the last lead of the one before,
 * so nothing is held between batches: no connection, no transaction. A lead that arrives meanwhile
 * is newer than the export's start and left out; none is read twice or skipped.
 */
export async function* exportBatches(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<LeadLine[], void, undefined> {
  let after: Cursor | undefined;
  for (;;) {
    const cursor = after;
    const leads = await db
      .selectFrom('leads')
      .selectAll()
      .where((eb) =>
        eb.and([conditions(eb, filter, engine), ...(cursor ? [beyond(eb, cursor, 'older')] : [])]),
      )
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute();
    const last = leads.at(-1);
    if (!last) return;
    const emails = await db
      .selectFrom('deliveries')
      .select(['lead_id', 'status'])
      .where('channel', '=', 'email')
      .where(
        'lead_id',
        'in',
        leads.map((lead) => lead.id),
      )
      .execute();
    const byLead = new Map(emails.map((email) => [email.lead_id, email]));
    yield leads.map((lead) => leadLine(lead, byLead.get(lead.id)));
    if (leads.length < batchSize) return;
    after = { receivedAt: last.received_at, id: last.id };
  }
}
