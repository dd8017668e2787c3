/**
 * `POST /api/v1.0/email/send-form`, the embedded mode's EmailJS-compatible endpoint: with no
 * EmailJS keys built in, the SDK posts the forms here (same path, same multipart fields) and each
 * message is stored as a lead (src/lib/leads) before the answer "OK". With keys built in the
 * browser sends to EmailJS, and this endpoint does not exist (404).
 */
import 'server-only';
import type { EndpointDeps } from './endpoint-deps';
import { db as storeDb } from '@/lib/db/connection';
import { judgeAndReceive, logStoreFailure, STORE_UNAVAILABLE } from '@/lib/intake/store-lead';
import { clientAddress } from '@/lib/http/client-address';
import { visitorOf } from '@/lib/spam/judge/assess';
import { EMBEDDED_IDS, emailMode, type EmailForm, type EmailMode } from '@/lib/email/config';
import { checkMessage } from './check-message';
import { readFields, ReceiveError } from '@/lib/http/body';

export interface SdkEndpointDeps extends EndpointDeps {
  /** The browser's mode, fixed at build: it decides where the SDK sends. */
  mode?: EmailMode;
}

const MS_PER_SECOND = 1000;

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

const SDK_FIELDS = ['lib_version', 'service_id', 'template_id', 'user_id'] as const;

/** The SDK's own fields, checked like EmailJS does; returns which form the message is from. */
export function templateOf(fields: Record<string, string>): EmailForm {
  for (const name of SDK_FIELDS) {
    if (!fields[name]?.trim()) throw new ReceiveError(400, `Missing field: ${name}`);
  }
  if (fields.user_id !== EMBEDDED_IDS.publicKey) {
    throw new ReceiveError(400, `The public key (user_id) is invalid: expected "${EMBEDDED_IDS.publicKey}"`);
  }
  if (fields.service_id !== EMBEDDED_IDS.serviceId) {
    throw new ReceiveError(
      400,
      `The service ID (service_id) is invalid: expected "${EMBEDDED_IDS.serviceId}"`,
    );
  }
  const { contact, subscribe } = EMBEDDED_IDS.templates;
  if (fields.template_id === contact) return 'contact';
  if (fields.template_id === subscribe) return 'subscribe';
  throw new ReceiveError(
    400,
    `The template ID (template_id) is invalid: expected "${contact}" or "${subscribe}"`,
  );
}

export async function receiveSdkSend(
  request: Request,
  { server, limiter, mode = emailMode(), db = storeDb, now: given }: SdkEndpointDeps,
): Promise<Response> {
  if (mode !== 'embedded') return text(404, 'Not Found');
  // Before the body is read: a refused sender costs little, and nothing is written.
  let decision;
  try {
    decision = await limiter.take(clientAddress(request.headers, server.trustProxy));
  } catch (error) {
    logStoreFailure('a message to the embedded endpoint was not taken', error);
    return text(503, STORE_UNAVAILABLE);
  }
  if (!decision.allowed) {
    console.warn(`[email] send refused: over the limit of ${server.formRateLimit} sends per client address`);
    return text(429, 'Too Many Requests', {
      'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / MS_PER_SECOND))),
    });
  }
  let message;
  let raw: Record<string, string>;
  try {
    raw = await readFields(request);
    message = checkMessage(templateOf(raw), raw);
  } catch (error) {
    if (error instanceof ReceiveError) return text(error.status, error.message);
    throw error;
  }
  try {
    const form = message.template;
    // Spam is kept (held, never delivered) and answered "OK" like a person's message.
    await judgeAndReceive(
      db(),
      { form, raw, arrival: 'script', now: given?.().getTime(), visitor: visitorOf(request, server) },
      { form, path: 'embedded', fields: message.fields },
      server,
      given?.(),
    );
  } catch (error) {
    logStoreFailure(`a ${message.template} message to the embedded endpoint was not stored`, error);
    return text(503, STORE_UNAVAILABLE);
  }
  return text(200, 'OK');
}
