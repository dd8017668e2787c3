import 'server-only';
import { after } from 'next/server';
import { analyticsDomain, serverEnv, type ServerEnv } from '@/env';
import { plausibleTarget, sendServerEvent, type ServerEvent } from '@/lib/analytics/proxy';
import { connection } from '@/lib/db/connection';
import { storeRateLimiter, type FormEndpointName, type RateLimiter } from '@/lib/http/rate-limit';

export interface FormEndpointDeps {
  server: ServerEnv;
  limiter: RateLimiter;
  /** Counts a conversion in analytics (a no-op with analytics off). */
  count: (event: ServerEvent) => void;
}

type Receive = (request: Request, deps: FormEndpointDeps) => Promise<Response>;

/**
 * A form endpoint's POST handler: the server settings read at run time, the endpoint's own count
 * of sends per client address (in the database, shared by every instance; made on first use), and a way to count a conversion for the
 * visitor (sent to Plausible after the answer, so it never delays the visitor), handed to `receive`.
 */
export function formEndpoint(
  endpoint: FormEndpointName,
  receive: Receive,
): (request: Request) => Promise<Response> {
  let limiter: RateLimiter | undefined;
  return async (request) => {
    const server = serverEnv();
    limiter ??= storeRateLimiter(connection, { limit: server.formRateLimit, endpoint });
    const target = plausibleTarget(analyticsDomain(), server);
    const count = target.domain
      ? (event: ServerEvent) => after(() => sendServerEvent(target, request.headers, event))
      : () => undefined;
    return receive(request, { server, limiter, count });
  };
}
