/**
 * A change from the inbox must come from the inbox's own pages. Next.js refuses a Server Action
 * whose Origin differs from its Host already; every inbox action checks again itself, so the rule
 * holds whatever the framework's settings (allowedOrigins) become. A request without Origin is
 * refused too: browsers send it with every POST.
 */
export function isSameOrigin(headers: Headers, trustedOrigin: string): boolean {
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === new URL(trustedOrigin).origin) return true;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  return Boolean(host) && originUrl.host === host;
}

export class CrossSiteRequestError extends Error {
  constructor() {
    super('cross-site request refused');
    this.name = 'CrossSiteRequestError';
  }
}
