/**
 * The leads as CSV: one layout for the inbox's export and `npm run leads -- --csv`, with the
 * visitor's text guarded against running as a spreadsheet formula (src/lib/csv.ts).
 */
import { inert, toCsv } from '@/lib/csv';
import type { Delivery, Lead } from '@/lib/db/schema';

/**
 * The message's fields as columns: what the visitor typed, then where the lead came from (the
 * attribution fields of src/lib/analytics/attribution.ts, sent with every message).
 */
const FIELD_COLUMNS = [
  'name',
  'email',
  'subject',
  'message',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'landing_page',
  'referrer_host',
];

/** What a booking lead holds besides the contact form's fields (src/lib/booking/pages/intake.ts). */
const BOOKING_COLUMNS = ['whatsapp', 'service', 'call_start'];

/**
 * The columns, in order: those of the outbox file's export of earlier versions, with `language`
 * (the language of the page the form was sent from, `ur` for the Urdu pages) after the fields,
 * then the lead's `status` in the team's hands (new, contacted, won, lost, spam), the `package`
 * chosen on a service page or /pricing, if one was, and a booking's own fields (the visitor's
 * WhatsApp number, the service they asked about, the call's start in Pakistan time), so the
 * earlier columns keep their places.
 */
export const LEADS_COLUMNS = [
  'receivedAt',
  'template',
  'delivered',
  ...FIELD_COLUMNS,
  'language',
  'status',
  'package',
  ...BOOKING_COLUMNS,
];

/** The forms on the English pages send no language: a message without one came from them. */
const DEFAULT_LANGUAGE = 'en';

/** One lead as the export reads it. */
export interface LeadLine {
  receivedAt?: string;
  template?: string;
  delivered?: boolean;
  status?: string;
  fields?: Record<string, string | undefined>;
}

/**
 * Whether the lead's e-mail went: `true` once it did (from the server, or from the browser in
 * EmailJS mode), `false` when it failed, undefined when none is owed or it is still on its way.
 */
export function emailDelivered(
  lead: Pick<Lead, 'browser_outcome'>,
  email: Pick<Delivery, 'status'> | undefined,
): boolean | undefined {
  if (email?.status === 'delivered' || lead.browser_outcome === 'sent') return true;
  if (email?.status === 'failed') return false;
  if (lead.browser_outcome === 'failed' && !email) return false;
  return undefined;
}

/** Every field as received, with the lead's own columns where they are set. */
function storedFields(lead: Lead): Record<string, string | undefined> {
  let received: Record<string, string> = {};
  try {
    received = JSON.parse(lead.fields) as Record<string, string>;
  } catch {
    // A lead whose fields are not JSON: its columns still say everything.
  }
  const columns = Object.fromEntries(
    [...FIELD_COLUMNS, 'language'].flatMap((column) => {
      const value = lead[column as keyof Lead];
      return typeof value === 'string' && value !== '' ? [[column, value]] : [];
    }),
  );
  return { ...received, ...columns };
}

/** A stored lead, with its e-mail delivery where it has one, as a line of the export. */
export function leadLine(lead: Lead, email?: Pick<Delivery, 'status'>): LeadLine {
  return {
    receivedAt: lead.received_at,
    template: lead.form,
    delivered: emailDelivered(lead, email),
    status: lead.status,
    fields: storedFields(lead),
  };
}

/** One lead's record in the layout of LEADS_COLUMNS. */
function leadRecord(record: LeadLine): unknown[] {
  const fields = record.fields ?? {};
  const delivered = typeof record.delivered === 'boolean' ? String(record.delivered) : '';
  return [
    record.receivedAt,
    record.template,
    delivered,
    ...FIELD_COLUMNS.map((column) => inert(fields[column])),
    fields.language || DEFAULT_LANGUAGE,
    record.status,
    inert(fields.package),
    ...BOOKING_COLUMNS.map((column) => inert(fields[column])),
  ];
}

/** The leads as CSV with a header row. */
export function leadsCsv(records: readonly LeadLine[]): string {
  return toCsv([LEADS_COLUMNS, ...records.map(leadRecord)]);
}

/**
 * The same CSV as `leadsCsv`, as bytes for a response: a byte order mark (spreadsheets then read
 * it as UTF-8), the header row, then each batch's records, a batch read only when the reader asks
 * for more, so memory holds a batch or two however many leads there are. A reader that stops
 * (a cancelled download) stops the batches too.
 */
export function leadsCsvStream(batches: AsyncIterable<readonly LeadLine[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${toCsv([LEADS_COLUMNS])}`));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(toCsv(next.value.map(leadRecord))));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
