/**
 * Wrong passwords counted per e-mail address (better-auth counts per client address only): after
 * MAX_FAILURES within the window, signing in with that address is refused (429) until the window
 * ends. Counted for every address tried, with or without an account, so the lock says nothing
 * about which addresses have one. Addresses are kept as SHA-256 digests, not as typed.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

function keyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** Seconds until `email` may be tried again; 0 when it may be now. */
export async function signInLockedFor(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select(['failures', 'window_started_at'])
    .where('key', '=', keyOf(email))
    .executeTakeFirst();
  if (!row || row.failures < MAX_FAILURES) return 0;
  const endsAt = Date.parse(row.window_started_at) + FAILURE_WINDOW_MS;
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Counts one wrong password for `email`, starting a new window when the last has ended. */
export async function recordSignInFailure(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const stale = sql<boolean>`sign_in_failures.window_started_at < ${windowStart}`;
  await db
    .insertInto('sign_in_failures')
    .values({ key: keyOf(email), failures: 1, window_started_at: at })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else sign_in_failures.failures + 1 end`,
        window_started_at: sql<string>`case when ${stale} then ${at} else sign_in_failures.window_started_at end`,
      }),
    )
    .execute();
}

export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', keyOf(email)).execute();
}
