/**
 * Where the contact and subscribe forms post when JavaScript is off (or not loaded yet). With
 * JavaScript the forms send through the SDK and never post here. The work is in
 * src/lib/email/no-script.ts: check, forward to EmailJS or keep in the outbox, 303 back to the page.
 */
import { serverEnv } from '@/env';
import { receiveNoScript } from '@/lib/email/no-script';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** This endpoint's count of sends per client address, made on first use (settings read at run time). */
let limiter: RateLimiter | undefined;

export async function POST(request: Request): Promise<Response> {
  const server = serverEnv();
  limiter ??= createRateLimiter({ limit: server.formRateLimit });
  return receiveNoScript(request, { server, limiter });
}
