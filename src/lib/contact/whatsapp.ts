/**
 * WhatsApp click-to-chat links. A plain `https://wa.me/…` address opens WhatsApp (the app on a
 * phone, WhatsApp Web on a computer) with the chat ready; the site loads nothing from WhatsApp.
 */

/** WhatsApp's click-to-chat origin. */
export const WHATSAPP_ORIGIN = 'https://wa.me';

const NOT_A_DIGIT = /\D/g;

/**
 * The chat link for an international number such as `+92 321 4567890` (wa.me takes the digits
 * only: country code first, no `+`, spaces or dashes), with `text` pre-filled in the message box.
 * Undefined when no number is set, so callers show no WhatsApp link at all.
 */
export function whatsappHref(number: string | undefined, text?: string): string | undefined {
  const digits = number?.replace(NOT_A_DIGIT, '') ?? '';
  if (!digits) return undefined;
  const href = `${WHATSAPP_ORIGIN}/${digits}`;
  return text ? `${href}?text=${encodeURIComponent(text)}` : href;
}
