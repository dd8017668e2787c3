/**
 * Wrong passwords, counted so that guessing is stopped without handing anyone a way to lock the
 * team out. A lock per account would let anyone refuse the owner by typing wrong passwords for
 * the owner's e-mail, so nothing here refuses an account as a whole:
 * - one address guessing one account: PAIR_MAX_FAILURES for an (e-mail, address) pair within the
 *   window, and that pair is refused (429) until its window ends;
 * - one address guessing many accounts: ADDRESS_MAX_FAILURES over all its pairs, and the address
 *   is refused until enough of its pairs' windows have ended;
 * - many addresses guessing one account: its failures from every address only slow the wrong
 *   answers (`recordSignInFailure` says by how much), and the right password from an address that
 *   has not been guessing is always let through.
 * Counted for every e-mail tried, with or without an account, so the answer says nothing about
 * which have one. E-mails and addresses are kept as SHA-256 digests, not as typed, and a pair's row
 * only for its window (the next failure recorded after that deletes it).
 */
import 'server-only';
import { appNow } from '@/lib/time/clock';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export const PAIR_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** An account's wrong answers are slowed once this many failures from any addresses are in the window. */
export const ACCOUNT_SLOW_AFTER = 10;
/** Each failure past ACCOUNT_SLOW_AFTER adds this much to the wrong answer's delay, up to the cap. */
export const ACCOUNT_DELAY_STEP_MS = 250;
export const ACCOUNT_MAX_DELAY_MS = 3_000;
/** One subscriber can use any address of an IPv6 /64, as better-auth's own limiter assumes. */
const IPV6_SUBSCRIBER_PREFIX = 64;

const MS_PER_S = 1000;

/** One sign-in attempt: the e-mail typed and the client address (src/app/api/auth names it). */
export interface SignInAttempt {
  email: string;
  address: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export const accountKey = (email: string) => digest(email.trim().toLowerCase());

/** An address's digest: IPv4 (also written as IPv4 in IPv6) as it is, IPv6 by its /64. */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (!isIP(text)) return digest(text);
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return digest(parsed.toString());
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_SUBSCRIBER_PREFIX}`);
  return digest(`${network.toString()}/${IPV6_SUBSCRIBER_PREFIX}`);
}

/** A failure counts while it is younger than the window: rows that started at or before this have ended. */
const windowStartFor = (now: Date) => new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
const secondsUntil = (endsAtMs: number, now: Date) =>
  Math.max(1, Math.ceil((endsAtMs - now.getTime()) / MS_PER_S));
const windowEnd = (startedAt: string) => Date.parse(startedAt) + FAILURE_WINDOW_MS;

/**
 * Seconds until `attempt` may be made (its pair or its address is over the limit); 0 when it may
 * be made now. The same for an e-mail with or without an account.
 */
export async function signInRefusedFor(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  now = appNow(),
): Promise<number> {
  const account = accountKey(attempt.email);
  // Every pair of this address still in its window: at most ADDRESS_MAX_FAILURES of them, since a
  // pair is only made by a failure the address was allowed to make.
  const pairs = await db
    .selectFrom('sign_in_pairs')
    .select(['account_key', 'failures', 'window_started_at'])
    .where('address_key', '=', addressKey(attempt.address))
    .where('window_started_at', '>', windowStartFor(now))
    .orderBy('window_started_at')
    .execute();
  let waitS = 0;
  const pair = pairs.find((row) => row.account_key === account);
  if (pair && pair.failures >= PAIR_MAX_FAILURES)
    waitS = secondsUntil(windowEnd(pair.window_started_at), now);
  let remaining = pairs.reduce((sum, row) => sum + row.failures, 0);
  // Oldest first: the address may try again once the windows that end first bring it under the limit.
  for (const row of pairs) {
    if (remaining < ADDRESS_MAX_FAILURES) break;
    remaining -= row.failures;
    if (remaining < ADDRESS_MAX_FAILURES)
      waitS = Math.max(waitS, secondsUntil(windowEnd(row.window_started_at), now));
  }
  return waitS;
}

/** How long to hold a wrong answer for an account with `accountFailures` in the window. */
export function failureDelayMs(accountFailures: number): number {
  const past = accountFailures - ACCOUNT_SLOW_AFTER;
  return past <= 0 ? 0 : Math.min(ACCOUNT_MAX_DELAY_MS, past * ACCOUNT_DELAY_STEP_MS);
}

/**
 * Counts one wrong password for `attempt`'s pair (a new window when its last has ended), deletes
 * the rows whose window has ended, and returns how long to hold this wrong answer (milliseconds)
 * by the account's failures from every address.
 */
export async function recordSignInFailure(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  now = appNow(),
): Promise<number> {
  const at = now.toISOString();
  const windowStart = windowStartFor(now);
  const account = accountKey(attempt.email);
  const stale = sql<boolean>`sign_in_pairs.window_started_at <= ${windowStart}`;
  await db
    .insertInto('sign_in_pairs')
    .values({
      account_key: account,
      address_key: addressKey(attempt.address),
      failures: 1,
      window_started_at: at,
    })
    .onConflict((conflict) =>
      conflict.columns(['account_key', 'address_key']).doUpdateSet({
        failures: sql<number>`case when ${stale} then 1 else sign_in_pairs.failures + 1 end`,
        window_started_at: sql<string>`case when ${stale} then ${at} else sign_in_pairs.window_started_at end`,
      }),
    )
    .execute();
  await db.deleteFrom('sign_in_pairs').where('window_started_at', '<=', windowStart).execute();
  const { failures } = await db
    .selectFrom('sign_in_pairs')
    .select((eb) => eb.fn.sum<number | string | bigint>('failures').as('failures'))
    .where('account_key', '=', account)
    .executeTakeFirstOrThrow();
  return failureDelayMs(Number(failures ?? 0));
}

/** A right password: this pair starts again from nothing; other addresses' counts stay. */
export async function clearSignInFailures(db: Kysely<Database>, attempt: SignInAttempt): Promise<void> {
  await db
    .deleteFrom('sign_in_pairs')
    .where('account_key', '=', accountKey(attempt.email))
    .where('address_key', '=', addressKey(attempt.address))
    .execute();
}
