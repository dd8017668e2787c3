/**
 * The inbox's reads over the leads (server only): the filtered list, counts per status, the
 * sources to filter by, one lead with everything known about it, and the export's rows. Each
 * filter value is a bound parameter; search is LIKE (ILIKE on PostgreSQL) with `%` and `_` escaped.
 */
import { leadLine, type LeadLine } from '@/lib/leads/csv';
import { sql, type ExpressionBuilder, type Kysely, type SqlBool, type Expression } from 'kysely';
import type {
  Database,
  DeliveryAttempt,
  Lead,
  LeadNote,
  LeadStatus,
  LeadStatusChange,
} from '@/lib/db/schema';
import {
  DIRECT_SOURCE,
  LEAD_STATUSES,
  PAGE_SIZE,
  dayEnd,
  dayStart,
  likePattern,
  type LeadFilter,
} from './filters';

type Engine = 'sqlite' | 'postgres';
type LeadsEb = ExpressionBuilder<Database, 'leads'>;

/** How much of a message the list shows (the lead's page shows all of it). */
export const EXCERPT_LENGTH = 160;
const SEARCHED = ['name', 'email', 'subject', 'message'] as const;

/** Where a lead came from: its campaign tag, else the site that referred it, else "(direct)". */
export const sourceOf = (lead: Pick<Lead, 'utm_source' | 'referrer_host'>) =>
  lead.utm_source || lead.referrer_host || DIRECT_SOURCE;

function sourceExpression() {
  return sql<string>`coalesce(nullif(leads.utm_source, ''), nullif(leads.referrer_host, ''), ${DIRECT_SOURCE})`;
}

/** The filter's conditions, but the status's when `withStatus` is false (for the counts). */
function conditions(eb: LeadsEb, filter: LeadFilter, engine: Engine, withStatus = true): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
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
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pages: number;
}

export async function listLeads(db: Kysely<Database>, engine: Engine, filter: LeadFilter): Promise<LeadPage> {
  const where = (eb: LeadsEb) => conditions(eb, filter, engine);
  const { total } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = await db
    .selectFrom('leads')
    .select([
      'id',
      'received_at',
      'form',
      'name',
      'email',
      'subject',
      'language',
      'status',
      sql<string | null>`substr(leads.message, 1, ${EXCERPT_LENGTH})`.as('excerpt'),
      sourceExpression().as('source'),
    ])
    .where(where)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return {
    total: count,
    page,
    pages,
    leads: rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at,
      form: row.form,
      name: row.name,
      email: row.email,
      subject: row.subject,
      excerpt: row.excerpt,
      language: row.language,
      source: row.source,
      status: row.status,
    })),
  };
}

/** Leads per status under the other filters (the status filter's own counts). */
export async function statusCounts(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter,
): Promise<Record<LeadStatus, number>> {
  const rows = await db
    .selectFrom('leads')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where((eb) => conditions(eb, filter, engine, false))
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The sources leads came from, most leads first, for the source filter's choices. */
export async function sourceChoices(db: Kysely<Database>, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom('leads')
    .select([sourceExpression().as('source'), (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy(sql`1`)
    .orderBy(sql`2`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.source);
}

export interface LeadDetail {
  lead: Lead;
  fields: Record<string, string>;
  attempts: DeliveryAttempt[];
  history: LeadStatusChange[];
  notes: LeadNote[];
}

export async function leadDetail(db: Kysely<Database>, id: string): Promise<LeadDetail | undefined> {
  const lead = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const [attempts, history, notes] = await Promise.all([
    db.selectFrom('delivery_attempts').selectAll().where('lead_id', '=', id).orderBy('at').execute(),
    db.selectFrom('lead_status_changes').selectAll().where('lead_id', '=', id).orderBy('at').execute(),
    db.selectFrom('lead_notes').selectAll().where('lead_id', '=', id).orderBy('at').execute(),
  ]);
  let fields: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(lead.fields);
    if (parsed && typeof parsed === 'object') {
      fields = Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
    }
  } catch {
    // A lead stored before fields were JSON: its columns still say everything.
  }
  return { lead, fields, attempts, history, notes };
}

/**
 * Every lead the filter matches, newest first, as lines of the CSV export (no paging), each with
 * whether its e-mail went, as `npm run leads -- --csv` writes them.
 */
export async function exportLeads(
  db: Kysely<Database>,
  engine: Engine,
  filter: LeadFilter,
): Promise<LeadLine[]> {
  const leads = await db
    .selectFrom('leads')
    .selectAll()
    .where((eb) => conditions(eb, filter, engine))
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const emails = await db
    .selectFrom('deliveries')
    .select(['lead_id', 'status'])
    .where('channel', '=', 'email')
    .where('lead_id', 'in', (eb) =>
      eb
        .selectFrom('leads')
        .select('id')
        .where((inner) => conditions(inner, filter, engine)),
    )
    .execute();
  const byLead = new Map(emails.map((email) => [email.lead_id, email]));
  return leads.map((lead) => leadLine(lead, byLead.get(lead.id)));
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
    .execute();
  return rows.map((row) => ({ receivedAt: row.received_at, source: row.source, status: row.status }));
}
