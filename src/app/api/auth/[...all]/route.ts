import { toNextJsHandler } from 'better-auth/next-js';
import { auth } from '@/lib/auth/server';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/options';
import { visitorAddress } from '@/lib/http/client-address';
import { serverEnv } from '@/env';

/** Requests whose address cannot be known (a server run without the site's start-up) share one bucket. */
const SHARED_CLIENT = '0.0.0.0';

/**
 * better-auth's one route handler (sign-in, sign-out, session, set password), as in its Next.js
 * example, with the client's address named for its rate limit by the site's rule (TRUST_PROXY).
 */
function withClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, visitorAddress(request.headers, serverEnv().trustProxy) ?? SHARED_CLIENT);
  return new Request(request, { headers });
}

const handlers = () => toNextJsHandler(auth());

export async function GET(request: Request): Promise<Response> {
  return handlers().GET(withClientAddress(request));
}

export async function POST(request: Request): Promise<Response> {
  return handlers().POST(withClientAddress(request));
}
