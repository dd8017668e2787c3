/**
 * better-auth's hooks (./options.ts). Around `/sign-in/email`: wrong passwords counted per (e-mail,
 * address) pair and per address beside better-auth's own count of attempts (./sign-in-limit.ts),
 * refused alike whether or not the e-mail has an account; an account guessed at from many
 * addresses answers wrong passwords slowly, and never refuses the right one. Around
 * `/reset-password`: only an account's latest set-password link sets a password, so a new link
 * voids the earlier ones (better-auth keeps every unexpired one working).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
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

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Called with each set-password link better-auth makes: it becomes the account's only valid one. */
export async function rememberSetPasswordLink(db: Kysely<Database>, userId: string, token: string) {
  await db
    .insertInto('set_password_links')
    .values({ user_id: userId, token_digest: tokenDigest(token) })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ token_digest: tokenDigest(token) }))
    .execute();
}

const isSetPassword = (ctx: { path?: string }) => ctx.path === '/reset-password';

/** The token of a set-password call: in its body, or its query, as better-auth reads it. */
type TokenCall = { body?: { token?: unknown }; query?: { token?: unknown } };
const tokenOf = (ctx: TokenCall) => String(ctx.body?.token ?? ctx.query?.token ?? '');

/**
 * Refuses a set-password token that is not its account's latest link, as better-auth refuses an
 * unknown one. A used link's row is deleted after it; a removed account's goes with it (cascade).
 */
export function setPasswordLinks(db: Kysely<Database>) {
  const latest = (ctx: TokenCall) =>
    db
      .selectFrom('set_password_links')
      .select('user_id')
      .where('token_digest', '=', tokenDigest(tokenOf(ctx)));
  return {
    id: 'set-password-links',
    hooks: {
      before: [
        {
          matcher: isSetPassword,
          handler: createAuthMiddleware(async (ctx) => {
            if (!(await latest(ctx).executeTakeFirst())) {
              throw new APIError('BAD_REQUEST', { message: 'Invalid token', code: 'INVALID_TOKEN' });
            }
          }),
        },
      ],
      after: [
        {
          matcher: isSetPassword,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.context.returned instanceof APIError) return;
            await db
              .deleteFrom('set_password_links')
              .where('token_digest', '=', tokenDigest(tokenOf(ctx)))
              .execute();
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
