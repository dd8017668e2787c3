/**
 * The address rule and the sign-in limits, seen by the production build from real source
 * addresses: each visitor connects from an address of its own on loopback (e2e/loopback-client.ts),
 * as different people reach a server. Without TRUST_PROXY the connection's address counts and a
 * forged X-Forwarded-For changes nothing; behind one proxy (TRUST_PROXY=1) the entry the proxy
 * appended counts, not what the client wrote before it. An attacker guessing the owner's password
 * is refused without locking the owner out. Servers of its own (one per rule), each on a
 * throwaway SQLite file; no browser: the owner sets their password in the link's form as a
 * browser without JavaScript sends it.
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADDRESS_MAX_FAILURES, PAIR_MAX_FAILURES } from '@/lib/auth/sign-in-limit';
import { contactMessage, sdkFields } from '@test-support/email-sends';
import { postFrom } from '../loopback-client';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from '../next-server';
import { addMemberWithPasswordSet } from '../team-member';

const AUTH_SECRET = 'addresses-spec-auth-secret-0123456789-abcdef';
const PASSWORD = 'a long enough test password';
/** FORM_RATE_LIMIT's default, which these servers keep. */
const FORM_LIMIT = 5;
const SENDS = FORM_LIMIT + 3;
/** More wrong passwords from one address than it may make (the brief of the sign-in limits). */
const BRUTE_FORCE_GUESSES = 25;
/** `npm run team` and the sign-in's password hashing, on a busy machine. */
const WITH_TEAM_COMMAND_MS = 120_000;

/** An address a client could write into X-Forwarded-For, different for each `n`. */
const forged = (n: number) => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${n + 1}`;

/** The SDK's multipart send of one contact message. */
function sdkSend(email: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...sdkFields, ...contactMessage, email }))
    body.append(name, value);
  return body;
}

describe('each visitor counted by their real address', () => {
  let dir: string;
  /** No TRUST_PROXY: the connection's own address. */
  let direct: TestServer;
  /** TRUST_PROXY=1: the test plays the one proxy in front. */
  let proxied: TestServer;
  let directDb: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'addresses-spec-'));
    directDb = path.join(dir, 'direct.db');
    const settings =
      (file: string, extra: Record<string, string> = {}) =>
      (origin: string) => ({
        ...CLEAN_SETTINGS,
        SQLITE_PATH: file,
        BETTER_AUTH_SECRET: AUTH_SECRET,
        BETTER_AUTH_URL: origin,
        ...extra,
      });
    [direct, proxied] = await Promise.all([
      startNextServer(TEST_BUILD_DIR, settings(directDb)),
      startNextServer(TEST_BUILD_DIR, settings(path.join(dir, 'proxied.db'), { TRUST_PROXY: '1' })),
    ]);
  });

  afterAll(async () => {
    await Promise.all([direct?.stop(), proxied?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const send = (server: TestServer, from: string, email: string, forwardedFor?: string) =>
    postFrom({
      from,
      url: `${server.origin}/api/v1.0/email/send-form`,
      body: sdkSend(email),
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }).then((answer) => answer.status);

  const signIn = (from: string, email: string, password: string) =>
    postFrom({
      from,
      url: `${direct.origin}/api/auth/sign-in/email`,
      body: { email, password },
      // better-auth refuses a sign-in from another origin; a forged X-Forwarded-For must not help.
      headers: { origin: direct.origin, 'x-forwarded-for': forged(randomInt(250)) },
    });

  test('seven visitors on addresses of their own are each answered, though all claim one X-Forwarded-For', async () => {
    // Were the header believed, the seven would be one visitor, and the sixth and seventh refused.
    const claimed = forged(0);
    const statuses: number[] = [];
    for (let n = 11; n <= 17; n += 1) {
      statuses.push(await send(direct, `127.0.0.${n}`, `visitor-${n}@example.pk`, claimed));
    }
    expect(statuses).toEqual(Array(7).fill(200));
  });

  test('one address forging X-Forwarded-For on every send is still one visitor: five answered, three refused', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < SENDS; n += 1)
      statuses.push(await send(direct, '127.0.0.21', `forger-${n}@example.pk`, forged(n)));
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill(200), ...Array(SENDS - FORM_LIMIT).fill(429)]);
  });

  test('behind one proxy, the address the proxy appended is counted, not the forged one before it', async () => {
    const proxy = '127.0.0.31';
    const statuses: number[] = [];
    for (let n = 0; n < SENDS; n += 1) {
      statuses.push(await send(proxied, proxy, `behind-${n}@example.pk`, `${forged(n)}, 203.0.113.50`));
    }
    expect(statuses).toEqual([...Array(FORM_LIMIT).fill(200), ...Array(SENDS - FORM_LIMIT).fill(429)]);
    // Another client through the same proxy has a count of its own.
    expect(await send(proxied, proxy, 'other@example.pk', `${forged(SENDS)}, 203.0.113.51`)).toBe(200);
  });

  test(
    'an attacker guessing the owner’s password is refused; the owner, from another address, signs in',
    async () => {
      const owner = `owner-${randomInt(1e9)}@agency.test`;
      await addOwner(direct, directDb, owner);
      const attacker = '127.0.0.41';
      const statuses: number[] = [];
      while (statuses.at(-1) !== 429 && statuses.length <= PAIR_MAX_FAILURES + 1) {
        statuses.push((await signIn(attacker, owner, `guess ${statuses.length}`)).status);
      }
      expect(statuses).toEqual([...Array(PAIR_MAX_FAILURES).fill(401), 429]);
      // The attacker's address stays refused even with the right password...
      const refused = await signIn(attacker, owner, PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // ...while the owner, from an address that has not been guessing, is signed in.
      const signedIn = await signIn('127.0.0.42', owner, PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(
        signedIn.headers['set-cookie']?.some((cookie) => cookie.startsWith('inbox.session_token=')),
      ).toBe(true);
    },
    WITH_TEAM_COMMAND_MS,
  );

  test('twenty-five wrong passwords from one address, over any e-mails, end in 429', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < BRUTE_FORCE_GUESSES; n += 1) {
      statuses.push((await signIn('127.0.0.43', `guess-${n}@agency.test`, 'not the password')).status);
    }
    expect(statuses.slice(0, ADDRESS_MAX_FAILURES)).toEqual(Array(ADDRESS_MAX_FAILURES).fill(401));
    expect(statuses.slice(ADDRESS_MAX_FAILURES)).toEqual(
      Array(BRUTE_FORCE_GUESSES - ADDRESS_MAX_FAILURES).fill(429),
    );
  });
});

/** An owner made with `npm run team -- add` against the server's database, with a password set. */
function addOwner(server: TestServer, file: string, email: string): Promise<void> {
  const env = {
    ...CLEAN_SETTINGS,
    SQLITE_PATH: file,
    BETTER_AUTH_SECRET: AUTH_SECRET,
    BETTER_AUTH_URL: server.origin,
  };
  return addMemberWithPasswordSet(env, email, PASSWORD, true);
}
