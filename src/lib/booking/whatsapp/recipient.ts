/**
 * Who gets WhatsApp messages about a booking: a visitor who gave a number and ticked the box, on a
 * site with WhatsApp set up (WHATSAPP_*), at their number in E.164 digits. Anyone else: nobody.
 * Pure.
 */
import type { ServerEnv } from '@/env';
import { WHATSAPP_OPT_IN } from '@/lib/validation/booking';
import { toE164 } from '@/lib/whatsapp/phone';

export function whatsappRecipient(
  server: Pick<ServerEnv, 'whatsapp'>,
  fields: Readonly<Record<string, string | undefined>>,
): string | null {
  if (!server.whatsapp || fields[WHATSAPP_OPT_IN] !== 'yes') return null;
  return toE164(fields.whatsapp ?? '');
}
