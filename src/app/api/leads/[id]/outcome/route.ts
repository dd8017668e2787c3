/**
 * EmailJS mode: the browser says how its send to EmailJS went (`sent` or `failed`), limited per
 * visitor address like the forms. The work is in src/lib/intake/hand-off-endpoint.ts.
 */
import { serverEnv } from '@/env';
import { connection } from '@/lib/db/connection';
import { OUTCOMES_PER_SEND, receiveOutcome } from '@/lib/intake/hand-off-endpoint';
import { storeRateLimiter, type RateLimiter } from '@/lib/http/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let limiter: RateLimiter | undefined;

export async function POST(
  request: Request,
  context: RouteContext<'/api/leads/[id]/outcome'>,
): Promise<Response> {
  const { id } = await context.params;
  const server = serverEnv();
  limiter ??= storeRateLimiter(connection, {
    limit: server.formRateLimit * OUTCOMES_PER_SEND,
    endpoint: 'outcome',
  });
  return receiveOutcome(request, id, { server, limiter });
}
