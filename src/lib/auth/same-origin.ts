/**
 * A change from the inbox must come from the inbox's own pages. Next.js refuses a Server Action
 * whose Origin differs from its Host already; every inbox action checks again itself, so the rule
 * holds whatever the framework's settings (allowedOrigins) become. A request without Origin is
 * refused too: browsers send it with every POST.
 *
 * Beside the configured origin, the host the request was sent to counts: `Host`, or the first
 * `X-Forwarded-Host` only with TRUST_PROXY set, when a proxy in front writes it. Without a proxy
 * the header is the client's own text, and would let a request name any host it likes as its own.
 */
import { parseTrustProxy, type TrustProxy } from '@/lib/http/trust-proxy';

export function isSameOrigin(
  headers: Headers,
  trustedOrigin: string,
  trust: TrustProxy = parseTrustProxy(process.env.TRUST_PROXY),
): boolean {
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === new URL(trustedOrigin).origin) return true;
  const forwardedHost =
    trust.kind === 'none' ? undefined : headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwardedHost || headers.get('host');
  return Boolean(host) && originUrl.host === host;
}

export class CrossSiteRequestError extends Error {
  constructor() {
    super('cross-site request refused');
    this.name = 'CrossSiteRequestError';
  }
}
