/**
 * The inbox list's filters and its place in the list, read from the address (a GET form and plain
 * links, so they work without JavaScript and can be bookmarked). Anything malformed is dropped,
 * not an error.
 */
import type { LeadForm, LeadStatus } from '@/lib/db/schema';
import { addDays, wallTimeToInstant } from '@/lib/time/zone';

export const LEAD_STATUSES = [
  'new',
  'contacted',
  'won',
  'lost',
  'spam',
] as const satisfies readonly LeadStatus[];
export const LEAD_FORMS = ['contact', 'subscribe', 'booking'] as const satisfies readonly LeadForm[];
export const LANGUAGES = ['en', 'ur'] as const;
/** The status filter: one status, every status but spam (the default), or every one. */
export const STATUS_CHOICES = ['open', 'all', ...LEAD_STATUSES] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];
/** The source of a lead with neither a campaign tag nor a referring site. */
export const DIRECT_SOURCE = '(direct)';
export const PAGE_SIZE = 50;
/** Longest search text taken (a search is a LIKE over four columns, not a query language). */
const MAX_SEARCH = 200;
const MAX_SOURCE = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A cursor in the address: the lead's ISO time, `~`, its id (a UUID; neither holds a `~`). */
const CURSOR = /^([\d:.TZ+-]{10,40})~([\w-]{1,64})$/;

export interface LeadFilter {
  status: StatusChoice;
  form?: LeadForm;
  language?: (typeof LANGUAGES)[number];
  source?: string;
  /** First and last day, YYYY-MM-DD, in Pakistan time. */
  from?: string;
  to?: string;
  q?: string;
}

/** A lead's place in the list, which runs newest first: its time, then its id for leads of one time. */
export interface Cursor {
  receivedAt: string;
  id: string;
}

/**
 * Which page of the list: the leads older than `after` (the last lead of the page before), the
 * leads newer than `before` (the first lead of the page after), or, with neither, the newest.
 */
export interface Position {
  after?: Cursor;
  before?: Cursor;
}

export const LEADS_PATH = '/admin/leads';

type Params = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const oneOf = <T extends string>(choices: readonly T[], value: string | undefined): T | undefined =>
  choices.find((choice) => choice === value);
const validDay = (value: string | undefined) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

export function parseFilter(params: Params): LeadFilter {
  return {
    status: oneOf(STATUS_CHOICES, one(params.status)) ?? 'open',
    form: oneOf(LEAD_FORMS, one(params.form)),
    language: oneOf(LANGUAGES, one(params.language)),
    source: one(params.source)?.slice(0, MAX_SOURCE),
    from: validDay(one(params.from)),
    to: validDay(one(params.to)),
    q: one(params.q)?.slice(0, MAX_SEARCH),
  };
}

const parseCursor = (text: string | undefined): Cursor | undefined => {
  const match = text ? CURSOR.exec(text) : null;
  // Not a time PostgreSQL can read (its column is a timestamptz): dropped, like anything malformed.
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) return undefined;
  return { receivedAt: new Date(match[1]).toISOString(), id: match[2] };
};
export const cursorText = (cursor: Cursor) => `${cursor.receivedAt}~${cursor.id}`;

/** The page asked for (`after` wins when an address has both). */
export function parsePosition(params: Params): Position {
  const after = parseCursor(one(params.after));
  if (after) return { after };
  const before = parseCursor(one(params.before));
  return before ? { before } : {};
}

/** The filter as address parameters (defaults left out), e.g. for the tabs and the export link. */
export function filterParams(filter: LeadFilter, changes: Partial<LeadFilter> = {}): URLSearchParams {
  const merged = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (merged.status !== 'open') params.set('status', merged.status);
  for (const key of ['form', 'language', 'source', 'from', 'to', 'q'] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The list's address for `filter` at `position` (the newest leads without one). */
export function leadsHref(filter: LeadFilter, position: Position = {}): string {
  const params = filterParams(filter);
  if (position.after) params.set('after', cursorText(position.after));
  else if (position.before) params.set('before', cursorText(position.before));
  const query = params.toString();
  return query ? `${LEADS_PATH}?${query}` : LEADS_PATH;
}

/** How many leads a status choice holds, from the counts per status. */
export function countOf(choice: StatusChoice, counts: Record<LeadStatus, number>): number {
  const total = LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  if (choice === 'all') return total;
  if (choice === 'open') return total - counts.spam;
  return counts[choice];
}

/** The start of `day` (Pakistan time) as the ISO text leads are stored with. */
export function dayStart(day: string): string {
  return new Date(wallTimeToInstant(day, 0)).toISOString();
}

/** The start of the day after `day`. */
export function dayEnd(day: string): string {
  return dayStart(addDays(day, 1));
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern (ESCAPE '\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
