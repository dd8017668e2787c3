/**
 * The leads webhook (LEADS_WEBHOOK_URL): each stored lead posted as JSON to a CRM or an
 * automation (Zapier, Make, n8n), signed with LEADS_WEBHOOK_SECRET so the receiver can tell the
 * site sent it, twice over: Standard Webhooks' headers (standardwebhooks.com, signed by the
 * `standardwebhooks` package) and, for receivers built before them, GitHub's `X-Signature-256`.
 * Any 2xx answer is delivery; anything else is retried (./deliveries.ts). The body and how to
 * check either signature are in docs/forms-and-leads.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Booking, Lead } from '@/lib/db/schema';
import { webhookBody, type WebhookEventType } from './webhook-body';
import type { AttemptOutcome } from './deliveries';

/** The signature header: `sha256=` and the hex HMAC-SHA256 of the raw body, GitHub's layout. */
export const SIGNATURE_HEADER = 'X-Signature-256';
/** The lead's id, the same on every retry, for the receiver to drop a second copy. */
export const LEAD_ID_HEADER = 'X-Lead-Id';
/** When this attempt was sent, in Unix seconds (the body's `sent_at`, which the signature covers). */
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';

/** Standard Webhooks' message id: the lead's id, the same on every retry. */
export const STANDARD_ID_HEADER = 'webhook-id';
/** Standard Webhooks' timestamp: the same Unix seconds as X-Webhook-Timestamp. */
export const STANDARD_TIMESTAMP_HEADER = 'webhook-timestamp';
/** `v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`. */
export const STANDARD_SIGNATURE_HEADER = 'webhook-signature';

/** How Standard Webhooks marks a secret given as base64 (Svix's dashboards show them so). */
export const STANDARD_SECRET_PREFIX = 'whsec_';

export {
  WEBHOOK_EVENT_TYPES,
  webhookBody,
  type WebhookBody,
  type WebhookBooking,
  type WebhookEventType,
} from './webhook-body';

/** How long the site waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

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

/**
 * The Standard Webhooks signer for LEADS_WEBHOOK_SECRET. `whsec_` and standard, padded base64: the
 * decoded bytes are the key, as the package (and Svix) read such a secret. Any other value, a
 * `whsec_` one whose rest is not base64 included: the string's UTF-8 bytes, the key X-Signature-256
 * uses too. Those go in as bytes because the package's `format: 'raw'` keeps only the low byte of
 * each character of a string, which would differ from UTF-8 for a non-ASCII secret.
 */
export function standardWebhook(secret: string): Webhook {
  if (secret.startsWith(STANDARD_SECRET_PREFIX)) {
    try {
      return new Webhook(secret);
    } catch {
      // Not base64 (or empty after the prefix): a raw secret that happens to begin so.
    }
  }
  return new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
}

export interface WebhookRequest {
  url: string;
  /** Unset: the body goes unsigned (start-up warns). */
  secret: string | undefined;
  lead: Lead;
  now?: Date;
  /** The body's `type`; `lead.created` unless said. */
  type?: WebhookEventType;
  /** The booking a `booking.*` event is about. */
  booking?: Booking;
  /**
   * The message id: the lead's own for `lead.created` (one per lead); the delivery's for a
   * booking's events, of which a lead can have several. The same on every retry.
   */
  messageId?: string;
}

/**
 * The request's headers. `id` is the message id of both layouts (the lead's for `lead.created`,
 * the delivery's for a booking's event), the same on every retry, so a receiver that keeps the ids
 * it has seen drops a retried copy.
 */
export function webhookHeaders(
  id: string,
  now: Date,
  raw: string,
  secret: string | undefined,
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'ravi-digital-leads/1',
    [LEAD_ID_HEADER]: id,
    [TIMESTAMP_HEADER]: timestamp,
    [STANDARD_ID_HEADER]: id,
    [STANDARD_TIMESTAMP_HEADER]: timestamp,
  };
  if (!secret) return headers;
  headers[SIGNATURE_HEADER] = signWebhook(raw, secret);
  headers[STANDARD_SIGNATURE_HEADER] = standardWebhook(secret).sign(id, now, raw);
  return headers;
}

/** Posts the lead; never throws: every failure is an outcome with its reason. */
export async function postWebhook(
  {
    url,
    secret,
    lead,
    now = new Date(),
    type = 'lead.created',
    booking,
    messageId = lead.id,
  }: WebhookRequest,
  { fetch: send = fetch, timeoutMs = WEBHOOK_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<AttemptOutcome> {
  const raw = JSON.stringify(webhookBody(lead, now, type, booking));
  const headers = webhookHeaders(messageId, now, raw, secret);
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
