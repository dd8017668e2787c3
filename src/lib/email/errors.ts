/**
 * Turns whatever a send rejected with into what the visitor sees (one failure text, or the
 * failure text plus "wait a few seconds") and a precise cause for the console.
 *
 * `@emailjs/browser` 4.4.1 rejects with:
 * - an `EmailJSResponseStatus` `{ status, text }`: 451 headless browser, 403 blocklist hit,
 *   429 its own client-side throttle, or the server's status and body for any other non-OK answer;
 * - a plain string when the public key, service id or template id is missing, or the form is not a form;
 * - the `TypeError` of `fetch` when the network fails (the spec calls it status 0 'Network Error').
 */
export type SendErrorKind = 'rate-limited' | 'failed';

export interface SendError {
  kind: SendErrorKind;
  cause: string;
}

const KNOWN_STATUS: Record<number, string> = {
  0: 'network error',
  403: 'blocked by the block list',
  429: 'sent again too soon (rate limit)',
  451: 'headless browser rejected',
};

function isResponseStatus(error: unknown): error is { status: number; text?: unknown } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  );
}

export function mapSendError(error: unknown): SendError {
  if (isResponseStatus(error)) {
    const { status } = error;
    const text = typeof error.text === 'string' && error.text ? error.text : 'no response text';
    const known = KNOWN_STATUS[status];
    const cause = known ? `${known}: ${status} ${text}` : `server answered ${status}: ${text}`;
    return { kind: status === 429 ? 'rate-limited' : 'failed', cause };
  }
  if (typeof error === 'string') {
    return { kind: 'failed', cause: `configuration: ${error}` };
  }
  if (error instanceof Error) {
    const network = error.name === 'TypeError' || error.name === 'AbortError';
    return {
      kind: 'failed',
      cause: `${network ? 'network error' : 'error'}: ${error.message || error.name}`,
    };
  }
  return { kind: 'failed', cause: `unexpected rejection: ${String(error)}` };
}
