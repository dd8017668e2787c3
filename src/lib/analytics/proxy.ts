/**
 * Server side of analytics, after Plausible's proxy guide: the browser posts its events to this
 * site's /api/event only (so the CSP names no other host), and the server passes each one on to
 * `<PLAUSIBLE_ORIGIN>/api/event` with the visitor's user agent and address, which Plausible
 * needs to count unique visitors (it keeps neither: it hashes them with a salt it changes daily).
 * The server also counts the conversions it alone sees: messages sent without JavaScript.
 * `fetch` is injected so tests need no network. Server only.
 */
import { absoluteUrl, type ServerEnv } from '@/env';
import { readBody, ReceiveError } from '@/lib/http/body';
import { countedUrl } from './wire';
import { clientAddress, visitorAddress, type TrustProxy } from '@/lib/http/client-address';
import type { AnalyticsEvent, AnalyticsEvents } from './';
import { memoryLimit, type MemoryLimit } from '@/lib/http/memory-limit';

/** Plausible's events endpoint, on PLAUSIBLE_ORIGIN. */
export const PLAUSIBLE_EVENT_PATH = '/api/event';
/** The tracker's events are well under 1 KB (an address, a referrer and a few properties). */
export const MAX_EVENT_BYTES = 4 * 1024;
/** How long an event may wait for Plausible; the browser sent it with keepalive and waits for nothing. */
export const PLAUSIBLE_TIMEOUT_MS = 5_000;
/**
 * Events per visitor address per window. A visitor sends a pageview per page and an event per
 * click on a WhatsApp link or a form's send: a few a minute, a busy office behind one address a
 * few dozen. Past this it is a script filling the agency's statistics.
 */
export const EVENTS_PER_WINDOW = 120;
export const EVENT_WINDOW_SECONDS = 60;

export interface PlausibleTarget {
  /** The site's domain in Plausible, fixed at build; undefined: analytics off. */
  domain: string | undefined;
  origin: string;
  trustProxy: TrustProxy;
}

export function plausibleTarget(domain: string | undefined, server: ServerEnv): PlausibleTarget {
  return { domain, origin: server.plausibleOrigin, trustProxy: server.trustProxy };
}

/** An event the server sends itself, for a page of the site (a path, with or without a query). */
export type ServerEvent = {
  [E in AnalyticsEvent]: { name: E; page: string; props: AnalyticsEvents[E] };
}[AnalyticsEvent];

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The headers Plausible counts a visitor by: their user agent and, when it is known, their address. */
export function visitorHeaders(headers: Headers, trustProxy: TrustProxy): Record<string, string> {
  const result: Record<string, string> = { 'content-type': 'text/plain' };
  const agent = headers.get('user-agent');
  if (agent) result['user-agent'] = agent;
  const address = visitorAddress(headers, trustProxy);
  if (address) result['x-forwarded-for'] = address;
  return result;
}

/** True for an event the tracker of this site sent: JSON with a name, an address and this domain. */
export function isOwnEvent(body: string, domain: string): boolean {
  try {
    const event: unknown = JSON.parse(body);
    if (typeof event !== 'object' || event === null) return false;
    const { n, u, d } = event as Record<string, unknown>;
    return typeof n === 'string' && n !== '' && typeof u === 'string' && d === domain;
  } catch {
    return false;
  }
}

/** Says whether a visitor may send one more event now, counting it. */
export type EventLimit = MemoryLimit;

/** Counts events per visitor address in this process's memory (src/lib/http/memory-limit.ts). */
export function createEventLimiter({
  points = EVENTS_PER_WINDOW,
  durationSeconds = EVENT_WINDOW_SECONDS,
} = {}): EventLimit {
  return memoryLimit({ points, durationSeconds, name: 'event' });
}

/** Plausible was unreachable: said once, not on every pageview, until it answers again. */
let unreachable = false;

async function postToPlausible(
  target: PlausibleTarget,
  body: string,
  visitor: Headers,
  send: typeof fetch,
): Promise<Response> {
  const signal = AbortSignal.timeout(PLAUSIBLE_TIMEOUT_MS);
  try {
    const response = await send(new URL(PLAUSIBLE_EVENT_PATH, target.origin), {
      method: 'POST',
      headers: visitorHeaders(visitor, target.trustProxy),
      body,
      signal,
      cache: 'no-store',
    });
    unreachable = false;
    return text(response.status, await response.text());
  } catch (error) {
    if (!unreachable) {
      const reason = signal.aborted ? `no answer within ${PLAUSIBLE_TIMEOUT_MS} ms` : String(error);
      console.warn(`[analytics] Plausible (${target.origin}) could not be reached: ${reason}`);
    }
    unreachable = true;
    return text(502, 'Plausible could not be reached');
  }
}

/**
 * `POST /api/event`: checks the tracker's event and passes it on; 404 with analytics off, 429 past
 * the visitor's limit (counted by the site's one address rule, before the body is read).
 */
export async function forwardEvent(
  request: Request,
  target: PlausibleTarget,
  allow: EventLimit,
  send: typeof fetch = fetch,
): Promise<Response> {
  if (!target.domain) return text(404, 'Not Found');
  if (!(await allow(clientAddress(request.headers, target.trustProxy)))) return text(429, 'Too many events');
  let body: string;
  try {
    body = new TextDecoder().decode(await readBody(request, MAX_EVENT_BYTES));
  } catch (error) {
    if (error instanceof ReceiveError) return text(error.status, error.message);
    throw error;
  }
  if (!isOwnEvent(body, target.domain)) return text(400, 'Not an event of this site');
  return postToPlausible(target, body, request.headers, send);
}

/** Sends an event from the server on behalf of the visitor whose request this is. */
export async function sendServerEvent(
  target: PlausibleTarget,
  visitor: Headers,
  { name, page, props }: ServerEvent,
  send: typeof fetch = fetch,
): Promise<void> {
  if (!target.domain) return;
  // Plausible's documented Events API names; the tracker sends the same fields abbreviated.
  const body = JSON.stringify({ name, url: countedUrl(absoluteUrl(page)), domain: target.domain, props });
  await postToPlausible(target, body, visitor, send);
}
