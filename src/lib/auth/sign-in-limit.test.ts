import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import {
  ACCOUNT_DELAY_STEP_MS,
  ACCOUNT_MAX_DELAY_MS,
  ACCOUNT_SLOW_AFTER,
  ADDRESS_MAX_FAILURES,
  FAILURE_WINDOW_MS,
  PAIR_MAX_FAILURES,
  accountKey,
  addressKey,
  clearSignInFailures,
  failureDelayMs,
  recordSignInFailure,
  signInRefusedFor,
  type SignInAttempt,
} from './sign-in-limit';

const START = new Date('2026-11-26T10:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const OWNER = 'amna@agency.pk';
const ATTACKER = '198.51.100.7';

describeEachEngine('wrong passwords counted per pair and per address', (current) => {
  const fail = (attempt: SignInAttempt, when = START) => recordSignInFailure(current().db, attempt, when);
  const refusedFor = (attempt: SignInAttempt, when = START) => signInRefusedFor(current().db, attempt, when);

  it('refuses one address guessing one account, and only that address', async () => {
    const guess = { email: OWNER, address: ATTACKER };
    for (let n = 1; n < PAIR_MAX_FAILURES; n += 1) await fail(guess);
    expect(await refusedFor(guess)).toBe(0);
    await fail(guess);
    expect(await refusedFor(guess)).toBe(FAILURE_WINDOW_MS / 1000);
    // The owner elsewhere, and the attacker with another account, are let through.
    expect(await refusedFor({ email: OWNER, address: '203.0.113.5' })).toBe(0);
    expect(await refusedFor({ email: 'bilal@agency.pk', address: ATTACKER })).toBe(0);
    // The same e-mail typed otherwise, and an IPv4 address written in IPv6, are the same pair.
    expect(await refusedFor({ email: ' Amna@Agency.PK ', address: `::ffff:${ATTACKER}` })).toBeGreaterThan(0);
    expect(await refusedFor(guess, at(FAILURE_WINDOW_MS))).toBe(0);
  });

  it('refuses one address guessing many accounts, until its oldest windows end', async () => {
    for (let n = 0; n < ADDRESS_MAX_FAILURES; n += 1) {
      await fail({ email: `guess-${n}@agency.pk`, address: ATTACKER }, at(n * 1000));
    }
    const fresh = { email: 'never-tried@agency.pk', address: ATTACKER };
    const now = at(ADDRESS_MAX_FAILURES * 1000);
    // The first failure's window ends first; then the address is one under the limit.
    expect(await refusedFor(fresh, now)).toBe(FAILURE_WINDOW_MS / 1000 - ADDRESS_MAX_FAILURES);
    expect(await refusedFor(fresh, at(FAILURE_WINDOW_MS))).toBe(0);
    expect(await refusedFor({ ...fresh, address: '203.0.113.5' }, now)).toBe(0);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let n = 1; n <= PAIR_MAX_FAILURES; n += 1)
      await fail({ email: OWNER, address: `2001:db8:1:2::${n}` });
    expect(await refusedFor({ email: OWNER, address: '2001:db8:1:2:ffff::1' })).toBeGreaterThan(0);
    expect(await refusedFor({ email: OWNER, address: '2001:db8:1:3::1' })).toBe(0);
  });

  it('slows an account guessed at from many addresses, and never refuses it', async () => {
    const delays: number[] = [];
    // One wrong password from each address, a few past the point where the delay reaches its cap.
    const addresses = ACCOUNT_SLOW_AFTER + ACCOUNT_MAX_DELAY_MS / ACCOUNT_DELAY_STEP_MS + 2;
    for (let n = 1; n <= addresses; n += 1) delays.push(await fail({ email: OWNER, address: `10.0.0.${n}` }));
    expect(delays.slice(0, ACCOUNT_SLOW_AFTER).every((ms) => ms === 0)).toBe(true);
    expect(delays[ACCOUNT_SLOW_AFTER]).toBeGreaterThan(0);
    expect(delays.at(-1)).toBe(ACCOUNT_MAX_DELAY_MS);
    expect(await refusedFor({ email: OWNER, address: '203.0.113.5' })).toBe(0);
    expect(failureDelayMs(ACCOUNT_SLOW_AFTER)).toBe(0);
  });

  it('starts a pair again after a right password, keeping other addresses’ counts', async () => {
    const home = { email: OWNER, address: '203.0.113.5' };
    const guess = { email: OWNER, address: ATTACKER };
    for (let n = 1; n < PAIR_MAX_FAILURES; n += 1) {
      await fail(home);
      await fail(guess);
    }
    await clearSignInFailures(current().db, home);
    await fail(home);
    await fail(guess);
    expect(await refusedFor(home)).toBe(0);
    expect(await refusedFor(guess)).toBeGreaterThan(0);
  });

  it('starts a new window once the last has ended, and deletes rows whose window has ended', async () => {
    const guess = { email: OWNER, address: ATTACKER };
    for (let n = 1; n <= PAIR_MAX_FAILURES; n += 1) await fail(guess);
    await fail({ email: 'other@agency.pk', address: '203.0.113.5' }, at(FAILURE_WINDOW_MS + 1));
    const rows = await current().db.selectFrom('sign_in_pairs').selectAll().execute();
    expect(rows).toHaveLength(1);
    await fail(guess, at(FAILURE_WINDOW_MS + 2));
    expect(await refusedFor(guess, at(FAILURE_WINDOW_MS + 2))).toBe(0);
  });

  it('keeps e-mails and addresses as SHA-256 digests only', async () => {
    await fail({ email: OWNER, address: ATTACKER });
    const rows = await current().db.selectFrom('sign_in_pairs').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        account_key: accountKey(OWNER),
        address_key: addressKey(ATTACKER),
        failures: 1,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/amna|agency|198\.51/);
    expect(accountKey(OWNER)).toMatch(/^[0-9a-f]{64}$/);
  });
});
