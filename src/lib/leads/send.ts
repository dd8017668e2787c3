/**
 * The channels' sends: a lead's e-mail through EmailJS's REST API (its stored fields as the
 * template's parameters), the team's e-mail over SMTP (./team-mail.ts) and the signed webhook
 * (./webhook.ts). Each never throws: every failure is
 * an outcome with its reason, which the queue records (./deliveries.ts). Server only.
 */
import 'server-only';
import type { ServerEnv } from '@/env';
import type { Kysely } from 'kysely';
import type { Booking, Database, Delivery, Lead } from '@/lib/db/schema';
import { forwardToEmailJs } from '@/lib/email/forward';
import { bookingEmailFields } from './booking-fields';
import { serverCanEmail } from './channels';
import type { AttemptOutcome } from './deliveries';
import { leadFields } from './store';
import { sendTeamMail } from './team-mail';
import { postWebhook } from './webhook';
import { WEBHOOK_EVENT_TYPES } from './webhook-body';

/**
 * The visitor's own messages about their booking (the `visitor` channel's e-mail, the `whatsapp`
 * channel's WhatsApp message), which the booking writes and sends
 * (src/lib/booking/messages/visitor-send.ts): given to the queue by whoever starts it, so the queue
 * needs nothing of the booking's.
 */
export type VisitorSender = (
  delivery: Delivery,
  lead: Lead,
  booking: Booking | undefined,
  options: SendOptions,
) => Promise<AttemptOutcome>;

export interface SendOptions {
  server: ServerEnv;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  /** Sends the `visitor` and `whatsapp` channels; without it those deliveries fail (and are retried). */
  visitor?: VisitorSender;
  /** The store the pass claimed from, for a sender that reads or queues more (the WhatsApp STOP list). */
  db?: Kysely<Database>;
}

/** The lead's e-mail through EmailJS's REST API: its stored fields as the template's parameters. */
export async function sendLeadEmail(
  lead: Lead,
  { server, fetch: send = fetch, timeoutMs }: SendOptions,
  event?: { type: Delivery['event']; booking: Booking | undefined },
): Promise<AttemptOutcome> {
  if (!serverCanEmail(server, lead.form)) {
    return {
      ok: false,
      error:
        'the server cannot send e-mail: EMAILJS_PRIVATE_KEY, the EmailJS ids or the template are not set',
    };
  }
  // forwardToEmailJs says why in words; the status is taken from the answer on the way through.
  let httpStatus: number | undefined;
  const result = await forwardToEmailJs(
    {
      form: lead.form === 'subscribe' ? 'subscribe' : 'contact',
      fields: event?.booking
        ? { ...leadFields(lead), ...bookingEmailFields(event.type, event.booking) }
        : leadFields(lead),
      templateId: lead.form === 'booking' ? server.bookingTemplateId : undefined,
      settings: server.emailjs,
      privateKey: server.emailjsPrivateKey ?? '',
    },
    {
      timeoutMs,
      fetch: async (input, init) => {
        const response = await send(input, init);
        httpStatus = response.status;
        return response;
      },
    },
  );
  return result.ok ? { ok: true, httpStatus } : { ok: false, httpStatus, error: result.reason };
}

/** Sends one delivery; a booking's event (`delivery.event`) goes with its booking. */
export function sendDelivery(
  delivery: Delivery,
  lead: Lead,
  options: SendOptions,
  booking?: Booking,
): Promise<AttemptOutcome> {
  if (delivery.event && !booking) {
    return Promise.resolve({ ok: false, error: `the booking ${delivery.booking_id} is gone` });
  }
  if (delivery.channel === 'visitor' || delivery.channel === 'whatsapp') {
    if (!options.visitor)
      return Promise.resolve({ ok: false, error: 'no sender for the visitor’s messages' });
    return options.visitor(delivery, lead, booking, options);
  }
  if (delivery.channel === 'email') return sendLeadEmail(lead, options, { type: delivery.event, booking });
  if (delivery.channel === 'team-smtp') return sendTeamMail(delivery, lead, booking, options);
  const url = options.server.leadsWebhookUrl;
  if (!url) return Promise.resolve({ ok: false, error: 'LEADS_WEBHOOK_URL is not set' });
  const type = WEBHOOK_EVENT_TYPES.find((known) => known === delivery.event);
  if (delivery.event && !type)
    return Promise.resolve({ ok: false, error: `no webhook for ${delivery.event}` });
  return postWebhook(
    {
      url,
      secret: options.server.leadsWebhookSecret,
      lead,
      now: options.now?.(),
      ...(type ? { type, booking, messageId: delivery.id } : {}),
    },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
}
