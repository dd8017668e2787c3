/**
 * Whether a request came from this site's own pages: the browser's Sec-Fetch-Site says
 * `same-origin`, or, from a browser that does not send it, the Origin names this host. A request
 * that says neither (a script, another site's page) is not. Pure.
 */
import 'server-only';
import { NO_PROXY, type TrustProxy } from './trust-proxy';
export function fromSameOrigin(headers: Headers, trustProxy: TrustProxy = NO_PROXY): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  const hosts = [headers.get('host')];
  // Behind a trusted proxy the browser's host may reach the server in X-Forwarded-Host.
  if (trustProxy.kind !== 'none') hosts.push(headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? null);
  try {
    const { host } = new URL(origin);
    return hosts.some((candidate) => candidate !== null && candidate.toLowerCase() === host.toLowerCase());
  } catch {
    return false;
  }
}
