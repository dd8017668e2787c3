/**
 * CSV as RFC 4180 has it: comma-separated, CRLF between records, and a field that holds a comma,
 * a double quote or a line break wrapped in double quotes, with its quotes doubled. The
 * writers live in src/ (src/lib/csv.ts, src/lib/leads/csv.ts); the parser is here so the tests can
 * read back what was written.
 */

import { csvField, toCsv } from '../../src/lib/csv';

// The field quoting and the formula guard live in src/ (the inbox's export uses them too).
export { csvField, toCsv };

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
