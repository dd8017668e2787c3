/**
 * Where the browser's analytics events go: this site's own origin, never Plausible's, so the CSP
 * names no other host. Each event is passed on to PLAUSIBLE_ORIGIN (src/lib/analytics/proxy.ts).
 * Built without NEXT_PUBLIC_PLAUSIBLE_DOMAIN, the site has no analytics and this answers 404.
 */
import { analyticsDomain, serverEnv } from '@/env';
import { forwardEvent, plausibleTarget } from '@/lib/analytics/proxy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return forwardEvent(request, plausibleTarget(analyticsDomain(), serverEnv()));
}
