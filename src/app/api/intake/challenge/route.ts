/**
 * A signed form token with a proof of work to solve, for a form a visitor has started on. The work
 * is in src/lib/intake/challenge-endpoint.ts.
 */
import { serverEnv } from '@/env';
import { connection } from '@/lib/db/connection';
import { CHALLENGES_PER_WINDOW, serveChallenge } from '@/lib/intake/challenge-endpoint';
import { storeRateLimiter, type RateLimiter } from '@/lib/http/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let limiter: RateLimiter | undefined;

export function GET(request: Request): Promise<Response> {
  limiter ??= storeRateLimiter(connection, { limit: CHALLENGES_PER_WINDOW, endpoint: 'challenge' });
  return serveChallenge(request, { server: serverEnv(), limiter });
}
