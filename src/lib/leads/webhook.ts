/**
 * The leads webhook (LEADS_WEBHOOK_URL): each stored lead posted as JSON to a CRM or an
 * automation (Zapier, Make, n8n), signed with LEADS_WEBHOOK_SECRET so the receiver can tell the
 * site sent it. Any 2xx answer is delivery; anything else is retried (./deliveries.ts). The body
 * and how to check the signature are in docs/forms-and-leads.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ATTRIBUTION_FIELDS, type Attribution } from '@/lib/analytics/attribution';
import type { Lead } from '@/lib/db/schema';
import { leadFields } from './store';
import type { AttemptOutcome } from './deliveries';

/** The signature header: `sha256=` and the hex HMAC-SHA256 of the raw body, GitHub's layout. */
export const SIGNATURE_HEADER = 'X-Signature-256';
/** The lead's id, the same on every retry, for the receiver to drop a second copy. */
export const LEAD_ID_HEADER = 'X-Lead-Id';
/** When this attempt was sent, in Unix seconds (the body's `sent_at`, which the signature covers). */
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';

/** How long the site waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the receiver gets. */
export interface WebhookBody {
  id: string;
  form: Lead['form'];
  /** How it reached the site: `embedded`, `no-script` or `emailjs`. */
  path: Lead['path'];
  received_at: string;
  /** `en` or `ur`; null when the form did not say. */
  language: string | null;
  /** Every field the visitor sent, as received (the attribution's hidden fields included). */
  fields: Record<string, string>;
  /** Where the visit began; a field the visit did not have is null. */
  attribution: Record<keyof Attribution, string | null>;
  /** When this attempt was sent (ISO 8601), so a receiver can refuse a replayed old body. */
  sent_at: string;
}

export function webhookBody(lead: Lead, sentAt: Date): WebhookBody {
  return {
    id: lead.id,
    form: lead.form,
    path: lead.path,
    received_at: lead.received_at,
    language: lead.language,
    fields: leadFields(lead),
    attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, lead[field]])) as Record<
      keyof Attribution,
      string | null
    >,
    sent_at: sentAt.toISOString(),
  };
}

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body with the shared secret. */
export function signWebhook(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/**
 * The receiver's check, as the docs show it: the header must equal the body's signature, compared
 * in constant time.
 */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | null | undefined,
  secret: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WebhookRequest {
  url: string;
  /** Unset: the body goes unsigned (start-up warns). */
  secret: string | undefined;
  lead: Lead;
  now?: Date;
}

/** Posts the lead; never throws: every failure is an outcome with its reason. */
export async function postWebhook(
  { url, secret, lead, now = new Date() }: WebhookRequest,
  { fetch: send = fetch, timeoutMs = WEBHOOK_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<AttemptOutcome> {
  const raw = JSON.stringify(webhookBody(lead, now));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'ravi-digital-leads/1',
    [LEAD_ID_HEADER]: lead.id,
    [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)),
  };
  if (secret) headers[SIGNATURE_HEADER] = signWebhook(raw, secret);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // A redirect is an answer, not a delivery: the signed body is never sent on to another address.
    const response = await send(url, {
      method: 'POST',
      headers,
      body: raw,
      signal,
      redirect: 'manual',
      cache: 'no-store',
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, httpStatus: response.status };
    return { ok: false, httpStatus: response.status, error: `webhook answered ${response.status}` };
  } catch (error) {
    if (signal.aborted) return { ok: false, error: `webhook did not answer within ${timeoutMs} ms` };
    const message = error instanceof Error ? error.message || error.name : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return { ok: false, error: `webhook could not be reached: ${message}${cause}` };
  }
}
