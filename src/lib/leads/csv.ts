/**
 * Leads as CSV, as the inbox's export writes them: one row per lead, the visitor's fields with
 * spreadsheet formulas neutralised (src/lib/csv.ts), then where the lead came from.
 */
import { inert, toCsv } from '@/lib/csv';
import type { Lead } from '@/lib/db/schema';

/** The forms on the English pages send no language: a lead without one came from them. */
const DEFAULT_LANGUAGE = 'en';

export const LEAD_COLUMNS = [
  'receivedAt',
  'form',
  'status',
  'name',
  'email',
  'subject',
  'message',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_page',
  'referrer_host',
  'language',
  'id',
] as const;

export function leadRow(lead: Lead): string[] {
  return [
    lead.received_at,
    lead.form,
    lead.status,
    ...[
      lead.name,
      lead.email,
      lead.subject,
      lead.message,
      lead.utm_source,
      lead.utm_medium,
      lead.utm_campaign,
      lead.landing_page,
      lead.referrer_host,
    ].map((value) => inert(value) ?? ''),
    lead.language || DEFAULT_LANGUAGE,
    lead.id,
  ];
}

export function leadsCsv(leads: readonly Lead[]): string {
  return toCsv([LEAD_COLUMNS, ...leads.map(leadRow)]);
}
