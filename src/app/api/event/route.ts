/**
 * Where the browser's analytics events go: this site's own origin, never Plausible's, so the CSP
 * names no other host. Each event is passed on to PLAUSIBLE_ORIGIN (src/lib/analytics/proxy.ts), up
 * to a generous number per visitor address; past it the answer is 429 and nothing is passed on.
 * Built without NEXT_PUBLIC_PLAUSIBLE_DOMAIN, the site has no analytics and this answers 404.
 */
import { analyticsDomain, serverEnv } from '@/env';
import { createEventLimiter, forwardEvent, plausibleTarget } from '@/lib/analytics/proxy';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One count per process, EVENTS_PER_WINDOW a minute per visitor address. */
const allow = createEventLimiter();

export function POST(request: Request): Promise<Response> {
  return forwardEvent(request, plausibleTarget(analyticsDomain(), serverEnv()), allow);
}
