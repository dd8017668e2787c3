/**
 * The inbox's list over the leads (server only): a page of the filtered list and the counts per
 * status (the export's rows are read by ./export.ts with the same conditions; the sources by
 * ./sources.ts; one lead by ./lead-record.ts). Each
 * filter value is a bound parameter; search is LIKE (ILIKE on PostgreSQL, which migration 0006's
 * trigram index serves) with `%` and `_` escaped. The list and the export walk the leads by
 * (received_at, id), newest first, from a cursor (keyset), never by OFFSET: a page costs the same
 * at the 2,000th page as at the first, and a lead arriving meanwhile shifts nothing.
 */
import 'server-only';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression } from 'kysely';
import { notPending } from '@/lib/booking/rules/pending';
import type { Database, Lead, LeadStatus } from '@/lib/db/schema';
import {
  LEAD_STATUSES,
  PAGE_SIZE,
  dayEnd,
  dayStart,
  likePattern,
  type Cursor,
  type LeadFilter,
  type Position,
} from './filters';
import { sourceExpression } from './sources';

export type Engine = 'sqlite' | 'postgres';
type LeadsEb = ExpressionBuilder<Database, 'leads'>;

/** How much of a message the list shows (the lead's page shows all of it). */
export const EXCERPT_LENGTH = 160;
const SEARCHED = ['name', 'email', 'subject', 'message'] as const;

/** The filter's conditions, but the status's when `withStatus` is false (for the counts). */
export function conditions(
  eb: LeadsEb,
  filter: LeadFilter,
  engine: Engine,
  withStatus = true,
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [notPending(eb)];
  if (withStatus) {
    if (filter.status === 'open') parts.push(eb('leads.status', '!=', 'spam'));
    else if (filter.status !== 'all') parts.push(eb('leads.status', '=', filter.status));
  }
  if (filter.form) parts.push(eb('leads.form', '=', filter.form));
  if (filter.language === 'ur') parts.push(eb('leads.language', '=', 'ur'));
  // The English pages send no language: a lead without one came from them.
  if (filter.language === 'en')
    parts.push(eb.or([eb('leads.language', '=', 'en'), eb('leads.language', 'is', null)]));
  if (filter.source) parts.push(eb(sourceExpression(), '=', filter.source));
  if (filter.from) parts.push(eb('leads.received_at', '>=', dayStart(filter.from)));
  if (filter.to) parts.push(eb('leads.received_at', '<', dayEnd(filter.to)));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const like = engine === 'postgres' ? sql.raw('ilike') : sql.raw('like');
    parts.push(
      eb.or(
        SEARCHED.map((column) => sql<SqlBool>`${sql.ref(`leads.${column}`)} ${like} ${pattern} escape '\\'`),
      ),
    );
  }
  return eb.and(parts);
}

/** Leads after `cursor` in the list's order (older), or before it (newer). */
export function beyond(eb: LeadsEb, cursor: Cursor, side: 'older' | 'newer'): Expression<SqlBool> {
  return eb(
    eb.refTuple('leads.received_at', 'leads.id'),
    side === 'older' ? '<' : '>',
    eb.tuple(cursor.receivedAt, cursor.id),
  );
}

export interface LeadSummary {
  id: string;
  receivedAt: string;
  form: Lead['form'];
  name: string | null;
  email: string;
  subject: string | null;
  excerpt: string | null;
  language: string | null;
  source: string;
  status: LeadStatus;
  /** Why it was held as spam (the spam view shows it), or null. */
  spamReason: string | null;
}

/**
 * One page of the list, and where the pages next to it start (none at either end). No count: the
 * status tabs' one grouped count says how many leads the filter holds.
 */
export interface LeadPage {
  leads: LeadSummary[];
  newer?: Cursor;
  older?: Cursor;
}

const placeOf = (lead?: { receivedAt: string; id: string }): Cursor | undefined =>
  lead && { receivedAt: lead.receivedAt, id: lead.id };

/** Up to `limit` leads on `side` of `cursor` (or the newest), nearest first. */
function summaries(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter,
  limit: number,
  cursor: Cursor | undefined,
  side: 'older' | 'newer',
): Promise<LeadSummary[]> {
  const order = side === 'newer' ? 'asc' : 'desc';
  return db
    .selectFrom('leads')
    .select([
      'id',
      'received_at as receivedAt',
      'form',
      'name',
      'email',
      'subject',
      'language',
      'status',
      'spam_reason as spamReason',
      sql<string | null>`substr(leads.message, 1, ${EXCERPT_LENGTH})`.as('excerpt'),
      sourceExpression().as('source'),
    ])
    .where((eb) => eb.and([conditions(eb, filter, engine), ...(cursor ? [beyond(eb, cursor, side)] : [])]))
    .orderBy('received_at', order)
    .orderBy('id', order)
    .limit(limit)
    .execute();
}

/**
 * The page of the list at `position`. One lead more than a page is read to know whether another
 * page follows.
 */
export async function listLeads(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter,
  position: Position = {},
): Promise<LeadPage> {
  const { after, before } = position;
  if (before) {
    const rows = await summaries(db, engine, filter, PAGE_SIZE + 1, before, 'newer');
    // Less than a page is newer (leads deleted meanwhile): the newest page, full.
    if (rows.length < PAGE_SIZE) return listLeads(db, engine, filter);
    const leads = rows.slice(0, PAGE_SIZE).reverse();
    return {
      leads,
      newer: rows.length > PAGE_SIZE ? placeOf(leads[0]) : undefined,
      older: placeOf(leads.at(-1)),
    };
  }
  const rows = await summaries(db, engine, filter, PAGE_SIZE + 1, after, 'older');
  const leads = rows.slice(0, PAGE_SIZE);
  return {
    leads,
    // Back from a page emptied meanwhile is the page before its cursor.
    newer: after && (placeOf(leads[0]) ?? after),
    older: rows.length > PAGE_SIZE ? placeOf(leads.at(-1)) : undefined,
  };
}

/**
 * Leads per status under the other filters (the status filter's own counts), in one pass: each
 * status counted with FILTER rather than GROUP BY, which would send SQLite through the status
 * index row by row (three to four times slower, under a search or another filter, than reading the table).
 */
export async function statusCounts(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter,
): Promise<Record<LeadStatus, number>> {
  const row = await db
    .selectFrom('leads')
    .select((eb) =>
      LEAD_STATUSES.map((status) =>
        eb.fn.countAll<string | number>().filterWhere('leads.status', '=', status).as(status),
      ),
    )
    .where((eb) => conditions(eb, filter, engine, false))
    .executeTakeFirstOrThrow();
  return Object.fromEntries(LEAD_STATUSES.map((status) => [status, Number(row[status])])) as Record<
    LeadStatus,
    number
  >;
}
