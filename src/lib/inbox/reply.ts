/**
 * Reply links for a lead: an e-mail with the subject filled in, and a WhatsApp chat when the lead
 * gave a phone number (a `phone` field, or a number written in the message).
 */
import { whatsappHref } from '@/lib/contact/whatsapp';

/** +92 300 1234567, 0092-300-1234567, 0300 1234567, (0300) 123-4567 … */
const PHONE = /(?:\+|00)?\d[\d\s().-]{8,18}\d/g;
const MIN_DIGITS = 10;
const MAX_DIGITS = 15;
/** A Pakistani number written nationally (0 then the operator's code) gets the country code. */
const PAKISTAN = '92';

/** The first phone number in `texts`, as international digits, or undefined. */
export function phoneNumberIn(...texts: (string | null | undefined)[]): string | undefined {
  for (const text of texts) {
    for (const match of text?.match(PHONE) ?? []) {
      let digits = match.replace(/\D/g, '');
      if (match.trim().startsWith('00')) digits = digits.slice(2);
      else if (!match.trim().startsWith('+') && digits.startsWith('0'))
        digits = `${PAKISTAN}${digits.slice(1)}`;
      if (digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS) return digits;
    }
  }
  return undefined;
}

export function mailtoHref(email: string, subject: string | null): string {
  const reply = subject ? `Re: ${subject}` : 'Your message to us';
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(reply)}`;
}

export function whatsappReplyHref(
  fields: Record<string, string>,
  message: string | null,
  name: string | null,
): string | undefined {
  const number = phoneNumberIn(fields.phone, fields.whatsapp, fields.tel, message);
  return whatsappHref(number, `Hello${name ? ` ${name}` : ''}, thank you for your message.`);
}
