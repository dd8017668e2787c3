import { serverEnv, type ServerEnv } from '@/env';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit';

type Receive = (request: Request, deps: { server: ServerEnv; limiter: RateLimiter }) => Promise<Response>;

/**
 * A form endpoint's POST handler: the server settings read at run time and the endpoint's own
 * count of sends per client address (made on first use), handed to `receive`.
 */
export function formEndpoint(receive: Receive): (request: Request) => Promise<Response> {
  let limiter: RateLimiter | undefined;
  return async (request) => {
    const server = serverEnv();
    limiter ??= createRateLimiter({ limit: server.formRateLimit });
    return receive(request, { server, limiter });
  };
}
