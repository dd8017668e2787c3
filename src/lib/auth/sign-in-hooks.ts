/**
 * better-auth's hooks around `/sign-in/email` (./options.ts): wrong passwords counted per (e-mail,
 * address) pair and per address beside better-auth's own count of attempts (./sign-in-limit.ts),
 * refused alike whether or not the e-mail has an account; an account guessed at from many
 * addresses answers wrong passwords slowly, and never refuses the right one.
 */
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInRefusedFor,
  type SignInAttempt,
} from './sign-in-limit';

/**
 * The header the auth route handler names the client address in (src/app/api/auth), by the same
 * rule as the forms' limits (TRUST_PROXY); whatever a client sends under that name is replaced.
 */
export const CLIENT_ADDRESS_HEADER = 'x-inbox-client-address';

/** The client address better-auth's handler was given; server-side calls without one share a bucket. */
const UNKNOWN_ADDRESS = 'unknown';

/** The e-mail and address of a sign-in, as the hooks see it. */
function attemptOf(ctx: { body?: unknown; headers?: Headers }): SignInAttempt {
  const body = (ctx.body ?? {}) as { email?: unknown };
  return {
    email: typeof body.email === 'string' ? body.email : '',
    address: ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_ADDRESS,
  };
}

export function signInHooks(db: Kysely<Database>, pause: (ms: number) => Promise<void>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const waitS = await signInRefusedFor(db, attemptOf(ctx));
      if (waitS > 0) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          { message: 'Too many requests. Please try again later.' },
          // X-Retry-After as better-auth's own limiter answers (its client reads it).
          { 'Retry-After': String(waitS), 'X-Retry-After': String(waitS) },
        );
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const returned = ctx.context.returned;
      if (!(returned instanceof APIError)) {
        await clearSignInFailures(db, attemptOf(ctx));
      } else if (returned.statusCode === 401) {
        const delayMs = await recordSignInFailure(db, attemptOf(ctx));
        if (delayMs > 0) await pause(delayMs);
      }
    }),
  };
}
