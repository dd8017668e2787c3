import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import type { Connection } from '@/lib/db/connection';
import { CLIENT_ADDRESS_HEADER, SIGN_IN_ATTEMPTS_PER_ADDRESS, authOptions } from './options';
import { authSecret } from './secret';
import { createAuth, type Auth } from './server';
import { MAX_FAILURES } from './sign-in-limit';
import { addMember, listMembers, removeMember, type TeamStore } from './team';

const BASE_URL = 'http://127.0.0.1:3999';
const SETTINGS = { BETTER_AUTH_SECRET: 's'.repeat(40), BETTER_AUTH_URL: BASE_URL };
const PASSWORD = 'correct horse battery';

function store(connection: Connection): TeamStore {
  return { auth: createAuth(connection, SETTINGS), db: connection.db, baseURL: BASE_URL };
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
  const { link } = await addMember(email, role, team);
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
    const added = await addMember('Amna.Tariq@Agency.pk', 'owner', team);
    expect(added).toMatchObject({ created: true, expiresInHours: 24 });
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

  it('locks an address after repeated wrong passwords, even from other client addresses (429)', async () => {
    const team = store(current());
    await memberWithPassword(team, 'sana@agency.pk');
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      const response = await post(
        team.auth,
        '/sign-in/email',
        { email: 'sana@agency.pk', password: 'guess' },
        `198.51.100.${attempt}`,
      );
      expect(response.status).toBe(401);
    }
    const locked = await post(
      team.auth,
      '/sign-in/email',
      { email: 'sana@agency.pk', password: PASSWORD },
      '198.51.100.99',
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // An address without an account is locked the same way: the lock says nothing.
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      await post(
        team.auth,
        '/sign-in/email',
        { email: 'ghost@agency.pk', password: 'guess' },
        `192.0.2.${attempt}`,
      );
    }
    expect(
      (await post(team.auth, '/sign-in/email', { email: 'ghost@agency.pk', password: 'guess' }, '192.0.2.99'))
        .status,
    ).toBe(429);
  });

  it('limits one client address however many accounts it tries (429, counted in the database)', async () => {
    const team = store(current());
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_ATTEMPTS_PER_ADDRESS; attempt += 1) {
      const response = await post(team.auth, '/sign-in/email', {
        email: `guess${attempt}@agency.pk`,
        password: 'guess',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGN_IN_ATTEMPTS_PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another instance over the same database sees the same counter.
    const other = createAuth(current(), SETTINGS);
    expect((await post(other, '/sign-in/email', { email: 'late@agency.pk', password: 'guess' })).status).toBe(
      429,
    );
  });

  it('ends a removed member’s sessions at once', async () => {
    const team = store(current());
    await memberWithPassword(team, 'zara@agency.pk');
    const signedIn = await post(team.auth, '/sign-in/email', { email: 'zara@agency.pk', password: PASSWORD });
    const cookie = sessionCookie(signedIn)!;
    const headers = new Headers({ cookie });
    expect(await team.auth.api.getSession({ headers })).toMatchObject({ user: { email: 'zara@agency.pk' } });
    expect(await removeMember('zara@agency.pk', team)).toBe(true);
    expect(await team.auth.api.getSession({ headers })).toBeNull();
    expect(await removeMember('zara@agency.pk', team)).toBe(false);
  });
});
