/**
 * The channels' sends: a lead's e-mail through EmailJS's REST API (its stored fields as the
 * template's parameters) and the signed webhook (./webhook.ts). Each never throws: every failure is
 * an outcome with its reason, which the queue records (./deliveries.ts). Server only.
 */
import type { ServerEnv } from '@/env';
import type { Delivery, Lead } from '@/lib/db/schema';
import { forwardToEmailJs } from '@/lib/email/forward';
import { serverCanEmail } from './channels';
import type { AttemptOutcome } from './deliveries';
import { leadFields } from './store';
import { postWebhook } from './webhook';

export interface SendOptions {
  server: ServerEnv;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

/** The lead's e-mail through EmailJS's REST API: its stored fields as the template's parameters. */
export async function sendLeadEmail(
  lead: Lead,
  { server, fetch: send = fetch, timeoutMs }: SendOptions,
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
      form: lead.form,
      fields: leadFields(lead),
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

export function sendDelivery(delivery: Delivery, lead: Lead, options: SendOptions): Promise<AttemptOutcome> {
  if (delivery.channel === 'email') return sendLeadEmail(lead, options);
  const url = options.server.leadsWebhookUrl;
  if (!url) return Promise.resolve({ ok: false, error: 'LEADS_WEBHOOK_URL is not set' });
  return postWebhook(
    { url, secret: options.server.leadsWebhookSecret, lead, now: options.now?.() },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
}
