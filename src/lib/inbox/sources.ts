/**
 * Where leads came from, for the inbox (server only): a lead's source (its campaign tag, else the
 * site that referred it, else "(direct)"), the choices of the source filter, and the leads per
 * source for the weekly figures (./weeks.ts).
 */
import 'server-only';
import { sql, type Kysely } from 'kysely';
import { notPending } from '@/lib/booking/rules/pending';
import type { Database, Lead, LeadStatus } from '@/lib/db/schema';
import { DIRECT_SOURCE } from './filters';

/** The newest leads the source filter's choices are drawn from, so the choices cost no full scan. */
const SOURCE_SAMPLE = 5_000;

/** Where a lead came from: its campaign tag, else the site that referred it, else "(direct)". */
export const sourceOf = (lead: Pick<Lead, 'utm_source' | 'referrer_host'>) =>
  lead.utm_source || lead.referrer_host || DIRECT_SOURCE;

export function sourceExpression() {
  return sql<string>`coalesce(nullif(leads.utm_source, ''), nullif(leads.referrer_host, ''), ${DIRECT_SOURCE})`;
}

/**
 * The sources the newest SOURCE_SAMPLE leads came from, most leads first, for the source filter's
 * choices (a source seen only longer ago can still be typed into the address, and stays chosen).
 */
export async function sourceChoices(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const newest = db
    .selectFrom('leads')
    .select(sourceExpression().as('source'))
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SOURCE_SAMPLE)
    .as('newest');
  const rows = await db
    .selectFrom(newest)
    .select(['newest.source', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('newest.source')
    .orderBy('n', 'desc')
    .orderBy('newest.source')
    .limit(limit)
    .execute();
  return rows.map((row) => row.source);
}

/** Each lead's time, source and status since `since`, for the weekly figures (./weeks.ts). */
export async function leadsSince(
  db: Kysely<Database>,
  since: string,
): Promise<{ receivedAt: string; source: string; status: LeadStatus }[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['received_at', 'status', sourceExpression().as('source')])
    .where('received_at', '>=', since)
    .where('status', '!=', 'spam')
    .where(notPending)
    .execute();
  return rows.map((row) => ({ receivedAt: row.received_at, source: row.source, status: row.status }));
}
