/**
 * The visitor's e-mail (./visitor-mail.ts) as HTML and as plain text. The HTML is what mail apps
 * render reliably: one centred table at most 560 px wide, inline styles, no images or web fonts
 * (Urdu falls back to the reader's Nastaliq or Naskh font), the site's ink and lime, right to left
 * for Urdu. Every value from the visitor or the content is escaped. Pure.
 */
import { localeInfo } from '@/content/locales';
import type { MailKind, MailView } from './visitor-mail';

/** The site's palette (src/app/palette.css): ink, lime accent, and a light card to read on. */
const INK = '#0b0b0f';
const LIME = '#c6f432';
const PAGE = '#f4f4f5';
const MUTED = '#52525b';
const RULE = '#e4e4e7';
const CARD_WIDTH_PX = 560;

const FONTS = {
  en: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  ur: "'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', 'Noto Naskh Arabic', Tahoma, serif",
} as const;

/**
 * Text as HTML: escaped, line breaks kept, and a left-to-right isolate (a phone number in Urdu
 * text, ./visitor-mail.ts) as `<bdi dir="ltr">`, which mail apps honour more often than the marks.
 */
const escape = (text: string) =>
  text
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
    .replaceAll('\n', '<br>')
    .replace(/\u2066(.*?)\u2069/g, '<bdi dir="ltr">$1</bdi>');

function contactLine(view: MailView): string[] {
  const { copy, agency } = view;
  return [
    ...(agency.whatsapp ? [`${copy.whatsapp}: ${agency.whatsapp.text}`] : []),
    `${copy.phone}: ${agency.phone.text}`,
  ];
}

/** The line before the booking's link; none when the link books again or confirms. */
const hasManageLine = (kind: MailKind) => kind !== 'cancelled' && kind !== 'choose' && kind !== 'confirm';

export function renderMailText(view: MailView): string {
  const { copy, kind } = view;
  const lines = [view.greeting, '', copy.intro[kind], ''];
  for (const { label, value, note } of view.details)
    lines.push(`${label}:`, value, ...(note ? [note] : []), '');
  if (hasManageLine(kind)) lines.push(copy.manage);
  lines.push(view.action.href, '', copy.questions, ...contactLine(view), '');
  lines.push(copy.signOff.replaceAll('{agency}', view.agency.name), '', '--', copy.footer);
  return lines.join('\n');
}

export function renderMailHtml(view: MailView): string {
  const { copy, kind, locale, agency } = view;
  const { dir, intl } = localeInfo[locale];
  const align = dir === 'rtl' ? 'right' : 'left';
  // Nastaliq needs room between lines, or its stacked letters touch the next line's.
  const lineHeight = locale === 'ur' ? 2.1 : 1.55;
  const text = `margin:0 0 16px;font-size:16px;line-height:${lineHeight};color:${INK}`;
  const details = view.details
    .map(
      ({ label, value, note }, index) => `<tr>
<td style="padding:12px 0;border-top:1px solid ${RULE};vertical-align:top;width:30%;font-size:14px;color:${MUTED};line-height:${lineHeight}">${escape(label)}</td>
<td style="padding:12px 0;border-top:1px solid ${RULE};font-size:16px;color:${INK};line-height:${lineHeight}"><span style="font-weight:${index === 0 ? 700 : 400}">${escape(value)}</span>${note ? `<br><span style="font-size:14px;color:${MUTED}">${escape(note)}</span>` : ''}</td>
</tr>`,
    )
    .join('');
  const link = (href: string, label: string) =>
    `<a href="${escape(href)}" style="color:${INK};text-decoration:underline">${escape(label)}</a>`;
  const contacts = [
    ...(agency.whatsapp
      ? [
          `${escape(copy.whatsapp)}: <span dir="ltr">${link(agency.whatsapp.href, agency.whatsapp.text)}</span>`,
        ]
      : []),
    `${escape(copy.phone)}: <span dir="ltr">${link(agency.phone.href, agency.phone.text)}</span>`,
  ].join('<br>');
  const manage = hasManageLine(kind) ? `<p style="${text}">${escape(copy.manage)}</p>` : '';
  return `<!doctype html>
<html lang="${intl}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(agency.name)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:${FONTS[locale]}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:${CARD_WIDTH_PX}px;background:#ffffff;border-radius:12px;overflow:hidden;text-align:${align}">
<tr><td style="background:${INK};padding:20px 28px;font-size:20px;font-weight:700;color:${LIME};line-height:1.4">${escape(agency.name)}</td></tr>
<tr><td style="padding:28px">
<p style="${text}">${escape(view.greeting)}</p>
<p style="${text}">${escape(copy.intro[kind])}</p>
${details ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-bottom:1px solid ${RULE}">${details}</table>` : ''}
${manage}
<p style="margin:0 0 28px"><a href="${escape(view.action.href)}" style="display:inline-block;background:${LIME};color:${INK};padding:12px 22px;border-radius:8px;font-size:16px;font-weight:700;text-decoration:none;line-height:${lineHeight}">${escape(view.action.text)}</a></p>
<p style="${text}">${escape(copy.questions)}<br>${contacts}</p>
<p style="margin:0;font-size:16px;line-height:${lineHeight};color:${INK}">${escape(copy.signOff.replaceAll('{agency}', agency.name))}</p>
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${RULE};font-size:13px;line-height:${lineHeight};color:${MUTED}">${escape(copy.footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
