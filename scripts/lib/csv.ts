/**
 * CSV as RFC 4180 has it: comma-separated, CRLF between records, and a field that holds a comma,
 * a double quote or a line break wrapped in double quotes, with its quotes doubled. Used by
 * `npm run outbox -- --csv`; the parser is there so the tests can read back what was written.
 */

const NEEDS_QUOTES = /[",\r\n]/;
/** Spreadsheets run a cell that starts with one of these as a formula ("CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it must be. */
export function csvField(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text, each record ended by CRLF. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Parses RFC 4180 text (CRLF or LF line ends) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

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

/**
 * The outbox export's columns, in order; `language` (the language of the page the form was sent
 * from, `ur` for the Urdu pages) and `package` (chosen on a service page or /pricing) come last, so
 * the other columns keep their places.
 */
export const OUTBOX_COLUMNS = [
  'receivedAt',
  'template',
  'delivered',
  ...FIELD_COLUMNS,
  'language',
  'package',
];

/** The forms on the English pages send no language: a message without one came from them. */
const DEFAULT_LANGUAGE = 'en';

/**
 * A visitor's text (or a campaign tag of a link they followed) that a spreadsheet would run as a
 * formula gets a leading apostrophe, which spreadsheets show as text; the export is meant to be
 * opened in one.
 */
function inert(value: string | undefined): string | undefined {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One line of the outbox as read back from the file (the server's OutboxRecord writes them); any
 * field may be missing from a line written by an older version or edited by hand.
 */
export interface OutboxLine {
  receivedAt?: string;
  template?: string;
  delivered?: boolean;
  reason?: string;
  fields?: Record<string, string | undefined>;
}

/**
 * The outbox records as CSV with a header row. `delivered` is `false` for a message the server
 * failed to forward to EmailJS, `true` if a record says so, and empty for messages the outbox holds
 * by design (embedded mode, or no private key). `language` is the language of the page the form
 * was sent from (`ur` for the Urdu pages).
 */
export function outboxCsv(records: readonly OutboxLine[]): string {
  const rows = records.map((record) => {
    const fields = record.fields ?? {};
    const delivered = typeof record.delivered === 'boolean' ? String(record.delivered) : '';
    return [
      record.receivedAt,
      record.template,
      delivered,
      ...FIELD_COLUMNS.map((column) => inert(fields[column])),
      fields.language || DEFAULT_LANGUAGE,
      inert(fields.package),
    ];
  });
  return toCsv([OUTBOX_COLUMNS, ...rows]);
}
