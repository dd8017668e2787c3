/**
 * The embedded mode's EmailJS-compatible endpoint: with no EmailJS keys built in, the SDK posts
 * the forms here (same path, same multipart fields) and each message is appended to the outbox.
 * With keys built in it does not exist (404). The work is in src/lib/email/sdk-endpoint.ts.
 */
import { serverEnv } from '@/env';
import { receiveSdkSend } from '@/lib/email/sdk-endpoint';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** This endpoint's count of sends per client address, made on first use (settings read at run time). */
let limiter: RateLimiter | undefined;

export async function POST(request: Request): Promise<Response> {
  const server = serverEnv();
  limiter ??= createRateLimiter({ limit: server.formRateLimit });
  return receiveSdkSend(request, { server, limiter });
}
