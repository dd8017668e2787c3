/**
 * CSV as RFC 4180 has it: comma-separated, CRLF between records, and a field that holds a comma,
 * a double quote or a line break wrapped in double quotes, with its quotes doubled; and the guard
 * that keeps a visitor's text from running as a spreadsheet formula. Shared by the inbox's export
 * (src/lib/leads/csv.ts) and the command-line exports (scripts/lib/csv.ts).
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

/**
 * A visitor's text (or a campaign tag of a link they followed) that a spreadsheet would run as a
 * formula gets a leading apostrophe, which spreadsheets show as text; exports are meant to be
 * opened in one.
 */
export function inert<T extends string | null | undefined>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
