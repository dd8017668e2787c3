/**
 * EmailJS mode's copy of each message on the site (the browser side is src/lib/forms/hand-off.ts):
 * - `POST /api/leads?form=contact|subscribe`: the browser hands over the form's fields and its own
 *   id for the message before it sends to EmailJS; checked like the other form endpoints, limited
 *   per client address, stored once per id;
 * - `POST /api/leads/<id>/outcome`: the browser says `sent` or `failed` after EmailJS answered.
 * Same-origin requests only. With no EmailJS keys built in the browser never sends here (404).
 */
import 'server-only';
import type { EndpointDeps } from './endpoint-deps';
import { db as storeDb } from '@/lib/db/connection';
import { emailMode, type EmailForm, type EmailMode } from '@/lib/email/config';
import { checkMessage } from './check-message';
import { readBody, readFields, ReceiveError } from '@/lib/http/body';
import { LEAD_ID_FIELD } from '@/lib/validation/fields';
import { clientAddress } from '@/lib/http/client-address';
import { visitorOf } from '@/lib/spam/judge/assess';
import { fromSameOrigin } from '@/lib/http/same-origin';
import { judgeAndReceive, logStoreFailure, STORE_UNAVAILABLE } from './store-lead';
import { LEAD_ID, recordBrowserOutcome } from '@/lib/leads/store';

const MS_PER_SECOND = 1000;
/** `sent` or `failed`, and nothing else, fits in this. */
const MAX_OUTCOME_BYTES = 16;

export interface HandOffDeps extends EndpointDeps {
  /** The browser's mode, fixed at build. */
  mode?: EmailMode;
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** `POST /api/leads`: stores the browser's copy of a message, once per id. */
export async function receiveHandOff(
  request: Request,
  { server, limiter, mode = emailMode(), db = storeDb, now: given }: HandOffDeps,
): Promise<Response> {
  if (mode !== 'emailjs') return text(404, 'Not Found');
  if (!fromSameOrigin(request.headers, server.trustProxy)) return text(403, 'Forbidden');
  const form: EmailForm =
    new URL(request.url).searchParams.get('form') === 'subscribe' ? 'subscribe' : 'contact';
  let decision;
  try {
    decision = await limiter.take(clientAddress(request.headers, server.trustProxy));
  } catch (error) {
    logStoreFailure(`the browser's copy of a ${form} message was not taken; it goes to EmailJS only`, error);
    return text(503, STORE_UNAVAILABLE);
  }
  if (!decision.allowed) {
    return text(429, 'Too Many Requests', {
      'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / MS_PER_SECOND))),
    });
  }
  let id: string;
  let message;
  let raw: Record<string, string>;
  try {
    const { [LEAD_ID_FIELD]: given = '', ...fields } = await readFields(request);
    if (!LEAD_ID.test(given)) throw new ReceiveError(400, `${LEAD_ID_FIELD} must be a UUID`);
    id = given.toLowerCase();
    raw = fields;
    message = checkMessage(form, fields);
  } catch (error) {
    if (error instanceof ReceiveError) return text(error.status, error.message);
    throw error;
  }
  try {
    // A retry of a stored message (same id) changes nothing; copies racing in store it once.
    await judgeAndReceive(
      db(),
      { form, raw, arrival: 'script', now: given?.().getTime(), visitor: visitorOf(request, server) },
      { id, form, path: 'emailjs', fields: message.fields },
      server,
      given?.(),
    );
  } catch (error) {
    logStoreFailure(
      `the browser's copy of ${form} message ${id} was not stored; it goes to EmailJS only`,
      error,
    );
    return text(503, STORE_UNAVAILABLE);
  }
  return text(200, 'OK');
}

/**
 * Outcome reports per visitor address per window, beside FORM_RATE_LIMIT hand-offs: each message
 * has one, and a retried send a second.
 */
export const OUTCOMES_PER_SEND = 2;

/**
 * `POST /api/leads/<id>/outcome`: records what EmailJS answered the browser, once (a second
 * report is kept as it was), on the database's clock.
 */
export async function receiveOutcome(
  request: Request,
  rawId: string,
  { server, limiter, mode = emailMode(), db = storeDb }: Omit<HandOffDeps, 'now'>,
): Promise<Response> {
  if (mode !== 'emailjs') return text(404, 'Not Found');
  if (!fromSameOrigin(request.headers, server.trustProxy)) return text(403, 'Forbidden');
  if (!LEAD_ID.test(rawId)) return text(404, 'Not Found');
  const id = rawId.toLowerCase();
  let decision;
  try {
    decision = await limiter.take(clientAddress(request.headers, server.trustProxy));
  } catch (error) {
    logStoreFailure(`EmailJS's answer for message ${id} was not counted`, error);
    return text(503, STORE_UNAVAILABLE);
  }
  if (!decision.allowed) {
    return text(429, 'Too Many Requests', {
      'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / MS_PER_SECOND))),
    });
  }
  let outcome: string;
  try {
    outcome = new TextDecoder().decode(await readBody(request, MAX_OUTCOME_BYTES)).trim();
  } catch (error) {
    if (error instanceof ReceiveError) return text(error.status, error.message);
    throw error;
  }
  if (outcome !== 'sent' && outcome !== 'failed') return text(400, 'The body must be "sent" or "failed"');
  let known: boolean;
  try {
    known = await recordBrowserOutcome(db(), id, outcome);
  } catch (error) {
    logStoreFailure(`EmailJS's answer (${outcome}) for message ${id} was not recorded`, error);
    return text(503, STORE_UNAVAILABLE);
  }
  if (!known) {
    // The hand-off did not reach the store: this message exists only where EmailJS delivered it.
    console.warn(`[leads] message ${id} went to EmailJS (${outcome}) without a copy on the site`);
    return text(404, 'Not Found');
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
