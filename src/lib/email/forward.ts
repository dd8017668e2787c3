/**
 * Server side: forwards a message sent without JavaScript to EmailJS's REST API, signed with the
 * private key (EMAILJS_PRIVATE_KEY), which EmailJS requires for sends that do not come from a
 * browser. `fetch` is injected so tests need no network.
 */
import type { EmailForm, EmailJsSettings } from './config';

/** EmailJS's JSON send endpoint, on `NEXT_PUBLIC_EMAILJS_ORIGIN`. */
export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';

/**
 * How long a delivery waits for EmailJS. It usually answers in well under a second; past this
 * the attempt counts as failed and the stored lead is tried again later (src/lib/leads/deliveries.ts).
 */
export const EMAILJS_TIMEOUT_MS = 10_000;

/** EmailJS's error bodies are one short sentence; anything longer is cut for the log and the attempt's record. */
const MAX_REASON_BODY_CHARS = 200;

export interface ForwardRequest {
  form: EmailForm;
  /** The visitor's fields (the template's parameters), without the honeypot. */
  fields: Record<string, string>;
  settings: EmailJsSettings;
  privateKey: string;
  /** The template to send with instead of the form's own (a booking's: EMAILJS_BOOKING_TEMPLATE_ID). */
  templateId?: string;
}

export type ForwardResult = { ok: true } | { ok: false; reason: string };

export interface ForwardOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The JSON body EmailJS's `send` endpoint takes. */
export function emailJsBody({ form, fields, settings, privateKey, templateId }: ForwardRequest) {
  return {
    service_id: settings.serviceId ?? '',
    template_id: templateId ?? (form === 'contact' ? settings.templateId : settings.subscribeTemplateId) ?? '',
    user_id: settings.publicKey ?? '',
    accessToken: privateKey,
    template_params: fields,
  };
}

/** Sends the message; `ok` only for a 2xx answer. Never throws: every failure becomes a reason. */
export async function forwardToEmailJs(
  request: ForwardRequest,
  { fetch: send = fetch, timeoutMs = EMAILJS_TIMEOUT_MS }: ForwardOptions = {},
): Promise<ForwardResult> {
  // One deadline for the answer and its body, so a server that stalls mid-body cannot hold the visitor.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await send(new URL(EMAILJS_SEND_PATH, request.settings.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(emailJsBody(request)),
      signal,
      cache: 'no-store',
    });
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: true };
    }
    const text = (await response.text().catch(() => '')).trim().slice(0, MAX_REASON_BODY_CHARS);
    return { ok: false, reason: `EmailJS answered ${response.status}${text ? `: ${text}` : ''}` };
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: `EmailJS did not answer within ${timeoutMs} ms` };
    const message = error instanceof Error ? error.message || error.name : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return { ok: false, reason: `EmailJS could not be reached: ${message}${cause}` };
  }
}
