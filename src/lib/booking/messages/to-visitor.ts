/**
 * The visitor's sender the deliveries queue is given at start-up (src/instrumentation.ts): the
 * `visitor` channel's e-mail (./visitor-send.ts) and the `whatsapp` channel's message
 * (../whatsapp/send.ts). Server only.
 */
import 'server-only';
import type { Booking, Delivery, Lead } from '@/lib/db/schema';
import type { AttemptOutcome } from '@/lib/leads/record-attempt';
import type { SendOptions } from '@/lib/leads/send';
import { sendWhatsAppMessage } from '../whatsapp/send';
import { sendVisitorMail } from './visitor-send';

export function sendToVisitor(
  delivery: Delivery,
  lead: Lead,
  booking: Booking | undefined,
  options: SendOptions,
): Promise<AttemptOutcome> {
  return delivery.channel === 'whatsapp'
    ? sendWhatsAppMessage(delivery, lead, booking, options)
    : sendVisitorMail(delivery, lead, booking, options);
}
