import { scryptSync } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import type { Connection } from '@/lib/db/connection';
import { AUTH_TABLES, CLIENT_ADDRESS_HEADER, SIGN_IN_ATTEMPTS_PER_ADDRESS, authOptions } from './options';
import { authSecret } from './secret';
import { createAuth, type Auth } from './server';
import {
  ACCOUNT_DELAY_STEP_MS,
  ACCOUNT_SLOW_AFTER,
  ADDRESS_MAX_FAILURES,
  PAIR_MAX_FAILURES,
} from './sign-in-limit';
import { addMember, listMembers, removeMember, type TeamStore } from './team';
import { cheapPasswords } from '@test-support/passwords';

/**
 * The brute-force tests sign in thirty-odd times, and every attempt, right or wrong, known account
 * or not, hashes a password (so that no answer is quicker than another): with the site's scrypt
 * that is seconds of CPU a test, so these tests hash with test-support/passwords.ts, and one test
 * holds the site's own hashing to its settings.
 */

const BASE_URL = 'http://127.0.0.1:3999';
const SETTINGS = { BETTER_AUTH_SECRET: 's'.repeat(40), BETTER_AUTH_URL: BASE_URL };
const PASSWORD = 'correct horse battery';

function store(connection: Connection): TeamStore {
  return { auth: createAuth(connection, SETTINGS, cheapPasswords), db: connection.db, baseURL: BASE_URL };
}

/** A POST to better-auth's route, as a browser at `address` sends it. */
function post(auth: Auth, route: string, body: unknown, address = '203.0.113.7', cookie?: string) {
  return auth.handler(
    new Request(`${BASE_URL}/api/auth${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: BASE_URL,
        [CLIENT_ADDRESS_HEADER]: address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

async function memberWithPassword(team: TeamStore, email: string, role?: 'owner') {
  const { link } = await addMember(email, role, { store: team });
  const token = new URL(link).searchParams.get('token')!;
  await team.auth.api.resetPassword({ body: { token, newPassword: PASSWORD } });
  return token;
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inbox.session_token='));

describe('the key sessions are signed with', () => {
  it('is made once, kept readable by the owner only, and read back', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'auth-secret-')), 'auth-secret');
    const first = authSecret({}, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(authSecret({}, file)).toBe(first);
  });

  it('must be set when several instances share a database', () => {
    expect(() => authSecret({ DATABASE_URL: 'postgres://db.example.com/site' })).toThrow(
      /BETTER_AUTH_SECRET must be set when DATABASE_URL is/,
    );
    expect(() => authSecret({ BETTER_AUTH_SECRET: 'short' })).toThrow(/at least 32/);
  });
});

describeEachEngine('sign-in for the team', (current) => {
  it('has the tables better-auth’s own migration generator asks for, and nothing to add', async () => {
    const { toBeCreated, toBeAdded, toBeAddedIndexes } = await getMigrations(
      authOptions({ connection: current(), secret: SETTINGS.BETTER_AUTH_SECRET, baseURL: BASE_URL }),
    );
    expect({ toBeCreated, toBeAdded, toBeAddedIndexes }).toEqual({
      toBeCreated: [],
      toBeAdded: [],
      toBeAddedIndexes: [],
    });
  });

  it('adds a member with a one-time set-password link, and lets them sign in with it', async () => {
    const team = store(current());
    const added = await addMember('Amna.Tariq@Agency.pk', 'owner', { store: team });
    expect(added).toMatchObject({ expiresInHours: 24 });
    expect(added.member).toMatchObject({ email: 'amna.tariq@agency.pk', role: 'owner', name: 'Amna Tariq' });
    expect(added.link).toMatch(/^http:\/\/127\.0\.0\.1:3999\/admin\/set-password\?token=\w{24}$/);
    const token = new URL(added.link).searchParams.get('token')!;
    await team.auth.api.resetPassword({ body: { token, newPassword: PASSWORD } });
    await expect(team.auth.api.resetPassword({ body: { token, newPassword: PASSWORD } })).rejects.toThrow();

    const signedIn = await post(team.auth, '/sign-in/email', {
      email: 'amna.tariq@agency.pk',
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('inbox.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it('hashes passwords on the site with better-auth’s scrypt at its full cost', async () => {
    // The site's own instance: no hashing given, so better-auth's default (the one test that pays
    // for it; the rest pass test-support/passwords.ts).
    const options = authOptions({
      connection: current(),
      secret: SETTINGS.BETTER_AUTH_SECRET,
      baseURL: BASE_URL,
    });
    expect(options.emailAndPassword).not.toHaveProperty('password');
    const team = { auth: createAuth(current(), SETTINGS), db: current().db, baseURL: BASE_URL };
    await memberWithPassword(team, 'saima@agency.pk');
    const accounts = current().authDb as unknown as Kysely<{ auth_account: { password: string | null } }>;
    const { password: stored } = await accounts
      .selectFrom(AUTH_TABLES.account)
      .select('password')
      .executeTakeFirstOrThrow();
    // A 16-byte salt and a 64-byte key, in hex: the key is scrypt's at N 16384, r 16, p 1.
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const [salt, key] = String(stored).split(':');
    const derived = scryptSync(PASSWORD.normalize('NFKC'), salt!, 64, {
      N: 16384,
      r: 16,
      p: 1,
      maxmem: 128 * 16384 * 16 * 2,
    });
    expect(derived.toString('hex')).toBe(key);
    expect(await cheapPasswords.verify({ hash: String(stored), password: PASSWORD })).toBe(false);
    const signedIn = await post(team.auth, '/sign-in/email', {
      email: 'saima@agency.pk',
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
  });

  it('has no public sign-up', async () => {
    const { auth } = store(current());
    const response = await post(auth, '/sign-up/email', {
      email: 'x@example.com',
      password: PASSWORD,
      name: 'X',
    });
    expect(response.status).toBe(404);
    expect(await listMembers(store(current()))).toEqual([]);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const team = store(current());
    await memberWithPassword(team, 'bilal@agency.pk');
    const wrong = await post(team.auth, '/sign-in/email', {
      email: 'bilal@agency.pk',
      password: 'not the password',
    });
    const unknown = await post(team.auth, '/sign-in/email', {
      email: 'nobody@agency.pk',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses an address guessing one account, while the owner elsewhere signs in (429 alike for any e-mail)', async () => {
    const team = store(current());
    await memberWithPassword(team, 'sana@agency.pk');
    const attacker = '198.51.100.7';
    const guessesFrom = async (email: string) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PAIR_MAX_FAILURES; attempt += 1) {
        statuses.push(
          (await post(team.auth, '/sign-in/email', { email, password: 'guess' }, attacker)).status,
        );
      }
      return statuses;
    };
    const refused = [...Array<number>(PAIR_MAX_FAILURES).fill(401), 429];
    expect(await guessesFrom('sana@agency.pk')).toEqual(refused);
    // An e-mail without an account is refused the same way: the limit says nothing.
    expect(await guessesFrom('ghost@agency.pk')).toEqual(refused);
    // Even the right password is refused from the address that guessed...
    const locked = await post(
      team.auth,
      '/sign-in/email',
      { email: 'sana@agency.pk', password: PASSWORD },
      attacker,
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.headers.get('x-retry-after')).toBe(locked.headers.get('retry-after'));
    // ...but not from the owner's own.
    const owner = await post(
      team.auth,
      '/sign-in/email',
      { email: 'sana@agency.pk', password: PASSWORD },
      '203.0.113.9',
    );
    expect(owner.status).toBe(200);
    expect(sessionCookie(owner)).toBeTruthy();
  });

  it('slows, never refuses, an account guessed at from many addresses', async () => {
    await memberWithPassword(store(current()), 'hina@agency.pk');
    // The same settings, with the wrong answers' delays counted rather than waited for.
    const delays: number[] = [];
    const auth = betterAuth(
      authOptions({
        connection: current(),
        secret: SETTINGS.BETTER_AUTH_SECRET,
        baseURL: BASE_URL,
        password: cheapPasswords,
        pause: async (ms) => void delays.push(ms),
      }),
    );
    const addresses = ACCOUNT_SLOW_AFTER + 2;
    for (let n = 1; n <= addresses; n += 1) {
      const response = await post(
        auth,
        '/sign-in/email',
        { email: 'hina@agency.pk', password: 'guess' },
        `10.1.0.${n}`,
      );
      expect(response.status).toBe(401);
    }
    // The two failures past ACCOUNT_SLOW_AFTER were held, each a step longer.
    expect(delays).toEqual([ACCOUNT_DELAY_STEP_MS, 2 * ACCOUNT_DELAY_STEP_MS]);
    const owner = await post(
      auth,
      '/sign-in/email',
      { email: 'hina@agency.pk', password: PASSWORD },
      '203.0.113.9',
    );
    expect(owner.status).toBe(200);
  });

  it('starts an address’s count for an account again after the right password, not other addresses’', async () => {
    const team = store(current());
    await memberWithPassword(team, 'omar@agency.pk');
    const [home, guesser] = ['203.0.113.20', '198.51.100.20'];
    const signIn = async (address: string, password = 'guess') =>
      (await post(team.auth, '/sign-in/email', { email: 'omar@agency.pk', password }, address)).status;
    for (let attempt = 1; attempt < PAIR_MAX_FAILURES; attempt += 1) {
      expect(await signIn(home)).toBe(401);
      expect(await signIn(guesser)).toBe(401);
    }
    expect(await signIn(home, PASSWORD)).toBe(200);
    expect(await signIn(home)).toBe(401);
    expect(await signIn(home)).toBe(401);
    expect(await signIn(guesser)).toBe(401);
    expect(await signIn(guesser)).toBe(429);
  });

  it('refuses one address guessing many accounts (429, counted in the database)', async () => {
    const team = store(current());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ADDRESS_MAX_FAILURES + PAIR_MAX_FAILURES; attempt += 1) {
      const response = await post(team.auth, '/sign-in/email', {
        email: `guess${attempt}@agency.pk`,
        password: 'guess',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, ADDRESS_MAX_FAILURES).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(ADDRESS_MAX_FAILURES).every((status) => status === 429)).toBe(true);
    // Another instance over the same database sees the same count.
    const other = createAuth(current(), SETTINGS, cheapPasswords);
    expect((await post(other, '/sign-in/email', { email: 'late@agency.pk', password: 'guess' })).status).toBe(
      429,
    );
  });

  it('backs the counts up with better-auth’s own limit of attempts per address, right or wrong', async () => {
    expect(SIGN_IN_ATTEMPTS_PER_ADDRESS).toBeGreaterThan(ADDRESS_MAX_FAILURES);
    const team = store(current());
    await memberWithPassword(team, 'nida@agency.pk');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS_PER_ADDRESS; attempt += 1) {
      const response = await post(team.auth, '/sign-in/email', {
        email: 'nida@agency.pk',
        password: PASSWORD,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_ADDRESS).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('ends a removed member’s sessions at once (npm run team, with no session)', async () => {
    const team = store(current());
    await memberWithPassword(team, 'zara@agency.pk');
    const signedIn = await post(team.auth, '/sign-in/email', { email: 'zara@agency.pk', password: PASSWORD });
    const cookie = sessionCookie(signedIn)!;
    const headers = new Headers({ cookie });
    expect(await team.auth.api.getSession({ headers })).toMatchObject({ user: { email: 'zara@agency.pk' } });
    expect(await removeMember('zara@agency.pk', { store: team })).toBe(true);
    expect(await team.auth.api.getSession({ headers })).toBeNull();
    expect(await removeMember('zara@agency.pk', { store: team })).toBe(false);
  });
});
