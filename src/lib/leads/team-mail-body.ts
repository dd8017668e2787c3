/**
 * The team's e-mail of a lead (./team-mail.ts) as plain text and as simple HTML: a heading, one row
 * per field the lead has, and the link to it in the inbox. Every value comes from a visitor, so every
 * one is escaped in the HTML and none is a link; a value in Urdu reads right to left (`dir="auto"`).
 * Pure.
 */

/** What the body shows. */
export interface TeamMailView {
  /** What happened, e.g. "New enquiry" or "Call booked". */
  heading: string;
  rows: { label: string; value: string }[];
  /** The lead's page in the inbox, on the site's origin. */
  inboxUrl: string;
}

const INK = '#0b0b0f';
const MUTED = '#52525b';
const RULE = '#e4e4e7';
const CARD_WIDTH_PX = 600;
const FONT = "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** Text as HTML: every character that could open markup or leave an attribute escaped, line breaks kept. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replace(/\r?\n/g, '<br>');

export function renderTeamText(view: TeamMailView): string {
  const lines = [view.heading, ''];
  for (const { label, value } of view.rows) {
    // A value of several lines (a message) starts on its own line, indented, so it reads as one field.
    lines.push(
      value.includes('\n') ? `${label}:\n  ${value.split(/\r?\n/).join('\n  ')}` : `${label}: ${value}`,
    );
  }
  lines.push('', `Open it in the inbox: ${view.inboxUrl}`);
  return lines.join('\n');
}

export function renderTeamHtml(view: TeamMailView): string {
  const cell = `padding:8px 0;border-top:1px solid ${RULE};vertical-align:top;font-size:15px;line-height:1.5`;
  const rows = view.rows
    .map(
      ({ label, value }) => `<tr>
<th scope="row" style="${cell};width:30%;text-align:left;font-weight:400;color:${MUTED}">${escapeHtml(label)}</th>
<td dir="auto" style="${cell};color:${INK}">${escapeHtml(value)}</td>
</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(view.heading)}</title></head>
<body style="margin:0;padding:16px;font-family:${FONT};color:${INK}">
<table role="presentation" style="width:100%;max-width:${CARD_WIDTH_PX}px;border-collapse:collapse">
<caption style="text-align:left;font-size:20px;font-weight:700;padding-bottom:12px">${escapeHtml(view.heading)}</caption>
${rows}
</table>
<p style="margin:16px 0 0;font-size:15px"><a href="${escapeHtml(view.inboxUrl)}" style="color:${INK}">Open it in the inbox</a></p>
</body>
</html>`;
}
