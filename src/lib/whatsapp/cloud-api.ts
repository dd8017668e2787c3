/**
 * Sends an approved template through the WhatsApp Cloud API (`POST /{version}/{phone-number-id}/messages`,
 * plain fetch, as Meta documents it) and reads the answer: Meta's message id, or its error with
 * whether trying again later can help. Never throws, and never puts the token in what it returns.
 */
import 'server-only';
import { z } from 'zod';
import type { WhatsAppSettings } from './settings';

/** The Graph API version every call names, pinned here alone; Meta keeps a version about two years. */
export const GRAPH_API_VERSION = 'v23.0';

/** How long a send waits for Meta's answer before it counts as not answered (and is retried). */
export const SEND_TIMEOUT_MS = 10_000;

export interface TemplateSend {
  /** The visitor's number as ./phone.ts's toE164 gives it: E.164 digits, no `+`. */
  to: string;
  template: {
    /** The template's name as approved in WhatsApp Manager. */
    name: string;
    /** Its language's code as approved (`en`, `ur`, `en_US`). */
    language: string;
    /** The body's {{1}}, {{2}}, … in order. */
    bodyParameters: string[];
  };
}

export type SendResult =
  | { ok: true; messageId: string }
  | {
      ok: false;
      /** What went wrong, for the lead's history: Meta's message and details, never the token. */
      error: string;
      /** True when the same send may succeed later (a limit, Meta's own trouble, no answer). */
      retry: boolean;
      /** The HTTP status, or undefined when none came (a timeout, a refused connection). */
      status: number | undefined;
      /** Meta's error code (`error.code`), which decides more than the status does. */
      code?: number;
    };

/**
 * Meta's codes that say "later": its throughput and rate limits (4, 80007, 130429, and 131056 for
 * too many to one person), its own trouble (1 unknown, 2 service, 131000 something went wrong,
 * 131016 service unavailable).
 */
const RETRY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);
/**
 * Codes no retry will fix, whatever the status: the token or its permissions (0, 3, 10, 190), the
 * request (100 invalid parameter, 131008, 131009, 131051 unsupported type), the visitor (131026
 * undeliverable, 131047 outside the 24-hour window), the template (132000 parameter count, 132001
 * missing, 132005, 132007, 132012, 132015, 132016), the account (368 blocked, 131031 locked).
 */
const FINAL_CODES = new Set([
  0, 3, 10, 100, 190, 368, 131008, 131009, 131026, 131031, 131047, 131051, 132000, 132001, 132005, 132007,
  132012, 132015, 132016,
]);

const E164_DIGITS = /^[1-9]\d{7,14}$/;

const successSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().int().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** Whether to try again: the code when Meta gave a known one, else the status (429 and 5xx). */
export function shouldRetry(status: number, code: number | undefined): boolean {
  if (code !== undefined && FINAL_CODES.has(code)) return false;
  if (code !== undefined && RETRY_CODES.has(code)) return true;
  return status === 429 || status >= 500;
}

/** The send's address: the origin, the pinned version, the business number's id. */
export function messagesUrl(settings: Pick<WhatsAppSettings, 'apiOrigin' | 'phoneNumberId'>): string {
  return `${settings.apiOrigin}/${GRAPH_API_VERSION}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
}

/** The JSON body of a template send, as the Cloud API's reference lays it out. */
export function templateBody({ to, template }: TemplateSend) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      components: [
        { type: 'body', parameters: template.bodyParameters.map((text) => ({ type: 'text', text })) },
      ],
    },
  } as const;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failure(status: number, text: string): SendResult {
  const parsed = errorSchema.safeParse(readJson(text));
  if (!parsed.success)
    return {
      ok: false,
      error: `Cloud API answered ${status}`,
      retry: shouldRetry(status, undefined),
      status,
    };
  const { message, code, error_data, fbtrace_id } = parsed.data.error;
  const details = error_data?.details && error_data.details !== message ? ` (${error_data.details})` : '';
  const trace = fbtrace_id ? ` [fbtrace_id ${fbtrace_id}]` : '';
  return {
    ok: false,
    error: `Cloud API answered ${status}: ${message ?? 'no message'}${details}${trace}`,
    retry: shouldRetry(status, code),
    status,
    ...(code !== undefined ? { code } : {}),
  };
}

/** The token, wherever an answer or an error repeated it, replaced: it must not reach the history. */
function withoutToken(result: SendResult, token: string): SendResult {
  return result.ok || !result.error.includes(token)
    ? result
    : { ...result, error: result.error.replaceAll(token, '[token]') };
}

/**
 * Sends one template message. `to` must already be E.164 digits (anything else is refused here,
 * unsent). A 2xx without a message id is not retried: Meta may have sent it, and a retry could
 * send it twice.
 */
export async function sendTemplate(
  settings: WhatsAppSettings,
  message: TemplateSend,
  { fetch: send = fetch, timeoutMs = SEND_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<SendResult> {
  if (!E164_DIGITS.test(message.to)) {
    return { ok: false, error: 'the number is not E.164 digits (toE164)', retry: false, status: undefined };
  }
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // A redirect is an answer, not a send: the token is never carried on to another address.
    const response = await send(messagesUrl(settings), {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateBody(message)),
      signal,
      redirect: 'manual',
      cache: 'no-store',
    });
    const text = await response.text();
    if (response.status < 200 || response.status >= 300) {
      return withoutToken(failure(response.status, text), settings.token);
    }
    const parsed = successSchema.safeParse(readJson(text));
    if (parsed.success) return { ok: true, messageId: parsed.data.messages[0]!.id };
    return {
      ok: false,
      error: `Cloud API answered ${response.status} without a message id`,
      retry: false,
      status: response.status,
    };
  } catch (error) {
    if (signal.aborted) {
      return {
        ok: false,
        error: `Cloud API did not answer within ${timeoutMs} ms`,
        retry: true,
        status: undefined,
      };
    }
    const reason = error instanceof Error ? error.message || error.name : String(error);
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const result: SendResult = {
      ok: false,
      error: `Cloud API could not be reached: ${reason}${cause}`,
      retry: true,
      status: undefined,
    };
    return withoutToken(result, settings.token);
  }
}
