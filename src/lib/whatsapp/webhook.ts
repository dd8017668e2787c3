/**
 * Meta's side of /api/whatsapp: the GET that verifies the address, the X-Hub-Signature-256 that
 * proves a POST came from Meta, and the POST's JSON read into a flat list of statuses and replies.
 * Meta's reference: developers.facebook.com/docs/graph-api/webhooks/getting-started and the
 * WhatsApp `messages` webhook's reference (status, text, button and interactive messages).
 */
import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WHATSAPP_STATUSES, type WhatsAppStatus } from './status-order';

/** Where Meta's signature arrives (Node gives header names in lower case). */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** Meta's challenge is a number; anything else is not echoed back (a reflected page, however unlikely). */
const CHALLENGE = /^[A-Za-z0-9_-]{1,256}$/;
/** `sha256=` and the 64 hex digits of the HMAC-SHA256 of the raw body with the app secret. */
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** Compared through their hashes so neither the content nor the length of the token leaks. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The GET Meta sends when the owner saves the webhook's address: `hub.mode=subscribe`, the owner's
 * verify token and a challenge. The challenge to answer 200 with, or null (answer 403).
 */
export function verifyChallenge(query: URLSearchParams, verifyToken: string): string | null {
  const challenge = query.get('hub.challenge');
  const token = query.get('hub.verify_token');
  if (query.get('hub.mode') !== 'subscribe' || token === null || !challenge || !verifyToken) return null;
  if (!CHALLENGE.test(challenge)) return null;
  return sameSecret(token, verifyToken) ? challenge : null;
}

/**
 * True when `header` (X-Hub-Signature-256) is `sha256=` and the HMAC-SHA256 of exactly these raw
 * bytes with the app secret, compared in constant time. Missing or malformed is false. The body
 * must be the bytes as received: parsed and re-serialised JSON is not what Meta signed.
 */
export function verifySignature(rawBody: string | Buffer, header: string | null, appSecret: string): boolean {
  const match = header ? SIGNATURE.exec(header.trim()) : null;
  if (!match || !appSecret) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

export interface StatusEvent {
  kind: 'status';
  /** The `wamid.…` the send was answered with. */
  messageId: string;
  status: WhatsAppStatus;
  at: Date;
  /** The visitor's number (WhatsApp id) the message went to. */
  recipient: string;
  /** Meta's first error, on a `failed` status. */
  error?: { code: number; title: string; details?: string };
}

export interface MessageEvent {
  kind: 'message';
  /** The sender's WhatsApp id: their number, digits only. */
  from: string;
  messageId: string;
  at: Date;
  /** A text's body or a tapped button's label; '' for a picture, a voice note, a location, … */
  text: string;
}

export type WebhookEvent = StatusEvent | MessageEvent;

/** Unix seconds, which Meta sends as a string. */
const unixSeconds = z
  .union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform((seconds) => new Date(Number(seconds) * 1000));

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.enum(WHATSAPP_STATUSES),
  timestamp: unixSeconds,
  recipient_id: z.string().min(1),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

const messageSchema = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  // A quick-reply button of a template.
  button: z.object({ text: z.string() }).optional(),
  // A reply button or a list row of an interactive message.
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});

/** Only the frame is checked as a whole; each status and message on its own, below. */
const bodySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({ statuses: z.array(z.unknown()).optional(), messages: z.array(z.unknown()).optional() })
            .optional(),
        }),
      ),
    }),
  ),
});

function statusEvent(item: unknown): StatusEvent | undefined {
  const parsed = statusSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { id, status, timestamp, recipient_id, errors } = parsed.data;
  const first = errors?.[0];
  const error = first && {
    code: first.code,
    title: first.title ?? first.message ?? '',
    ...(first.error_data?.details ? { details: first.error_data.details } : {}),
  };
  return {
    kind: 'status',
    messageId: id,
    status,
    at: timestamp,
    recipient: recipient_id,
    ...(error ? { error } : {}),
  };
}

function messageEvent(item: unknown): MessageEvent | undefined {
  const parsed = messageSchema.safeParse(item);
  if (!parsed.success) return undefined;
  const { id, from, timestamp, text, button, interactive } = parsed.data;
  const said =
    text?.body ?? button?.text ?? interactive?.button_reply?.title ?? interactive?.list_reply?.title ?? '';
  return { kind: 'message', from, messageId: id, at: timestamp, text: said };
}

/**
 * The events of one POST, in the order Meta listed them: every status and every message of each
 * entry's `messages` changes. Unknown fields are ignored; a status or message that does not read
 * (a status this module does not know, a missing id) is left out and the rest kept; a body that
 * is not Meta's WhatsApp frame at all gives [].
 */
export function parseWebhook(body: unknown): WebhookEvent[] {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.entry.flatMap(({ changes }) =>
    changes
      .filter((change) => change.field === 'messages')
      .flatMap(({ value }) => [
        ...(value?.statuses ?? []).map(statusEvent),
        ...(value?.messages ?? []).map(messageEvent),
      ])
      .filter((event): event is WebhookEvent => event !== undefined),
  );
}
