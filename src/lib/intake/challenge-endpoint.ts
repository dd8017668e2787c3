/**
 * `GET /api/intake/challenge?form=contact|subscribe`: a signed challenge for the form a visitor
 * has started on (./proof.ts). Never cached; limited per visitor address like the forms, with
 * room for a visitor who opens many pages. Server only.
 */
import 'server-only';
import type { ServerEnv } from '@/env';
import { clientAddress } from '@/lib/http/client-address';
import { formChallenge, PROOF_FORMS, type ProofForm } from './proof';
import type { RateLimiter } from '@/lib/http/rate-limit';
import { logStoreFailure, STORE_UNAVAILABLE } from './store-lead';

/** Challenges per visitor address per window: one per form a person starts, with room to spare. */
export const CHALLENGES_PER_WINDOW = 60;
const MS_PER_SECOND = 1000;

const noStore = { 'cache-control': 'no-store' };

export async function serveChallenge(
  request: Request,
  { server, limiter }: { server: ServerEnv; limiter: RateLimiter },
): Promise<Response> {
  const asked = new URL(request.url).searchParams.get('form');
  const form = PROOF_FORMS.find((name): name is ProofForm => name === asked);
  if (!form)
    return new Response(`form must be one of ${PROOF_FORMS.join(', ')}`, { status: 400, headers: noStore });
  let decision;
  try {
    decision = await limiter.take(clientAddress(request.headers, server.trustProxy));
  } catch (error) {
    logStoreFailure('a form challenge was not counted', error);
    return new Response(STORE_UNAVAILABLE, { status: 503, headers: noStore });
  }
  if (!decision.allowed) {
    const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterMs / MS_PER_SECOND)));
    return new Response('Too Many Requests', {
      status: 429,
      headers: { ...noStore, 'retry-after': retryAfter },
    });
  }
  return Response.json(await formChallenge(form), { headers: noStore });
}
