import { afterEach, expect, it, vi } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import type { Connection } from '@/lib/db/connection';
import { sweepCommandLineAccounts } from './command-line';
import { CLIENT_ADDRESS_HEADER, COMMAND_LINE_DOMAIN, SET_PASSWORD_LINK_TTL_S } from './options';
import { createAuth } from './server';
import {
  AlreadyOnTeamError,
  NotOnTeamError,
  addMember,
  listMembers,
  newSetPasswordLink,
  removeMember,
  type TeamStore,
} from './team';
import { cheapPasswords } from '@test-support/passwords';

const BASE_URL = 'http://127.0.0.1:3999';
const SETTINGS = { BETTER_AUTH_SECRET: 's'.repeat(40), BETTER_AUTH_URL: BASE_URL };
const PASSWORD = 'correct horse battery';
const MS_PER_SECOND = 1000;

function store(connection: Connection): TeamStore {
  return { auth: createAuth(connection, SETTINGS, cheapPasswords), db: connection.db, baseURL: BASE_URL };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Sets a password with the link's token, as the set-password page does. */
const setPassword = (team: TeamStore, link: string) =>
  team.auth.api.resetPassword({ body: { token: tokenOf(link), newPassword: PASSWORD } });

/** A request to better-auth's route, as a browser sends it. */
function request(team: TeamStore, route: string, method: 'GET' | 'POST', cookie?: string) {
  return team.auth.handler(
    new Request(`${BASE_URL}/api/auth${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: BASE_URL,
        [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
        ...(cookie ? { cookie } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    }),
  );
}

/** Adds `email` from the command line, sets its password, signs in: the session's request headers. */
async function signedIn(team: TeamStore, email: string, role: 'owner' | 'member') {
  await setPassword(team, (await addMember(email, role, { store: team })).link);
  const response = await team.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inbox.session_token='));
  if (!cookie) throw new Error(`${email} did not sign in`);
  return new Headers({ cookie });
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachEngine('the team', (current) => {
  it('refuses to add an address that already has an account, from the command line or an owner, changing nothing', async () => {
    const team = store(current());
    const owner = await signedIn(team, 'amna@agency.pk', 'owner');
    await addMember('bilal@agency.pk', 'member', { store: team });
    const before = await listMembers(team);

    await expect(addMember('Bilal@Agency.pk', 'owner', { store: team })).rejects.toThrow(AlreadyOnTeamError);
    await expect(addMember('bilal@agency.pk', 'member', { headers: owner, store: team })).rejects.toThrow(
      AlreadyOnTeamError,
    );
    await expect(addMember('amna@agency.pk', 'owner', { headers: owner, store: team })).rejects.toThrow(
      AlreadyOnTeamError,
    );
    expect(await listMembers(team)).toEqual(before);
  });

  it('refuses to invite an address of the team command’s own domain', async () => {
    const team = store(current());
    await expect(addMember(`someone@${COMMAND_LINE_DOMAIN}`, 'owner', { store: team })).rejects.toThrow(
      /the team command’s own address|the team command's own address/,
    );
    expect(await current().db.selectFrom('auth_user').select('id').execute()).toEqual([]);
  });

  it('sweeps away a command account a killed command left behind, and leaves none of its own', async () => {
    const team = store(current());
    await setPassword(team, (await addMember('owner@example.pk', 'owner', { store: team })).link);
    await addMember('leaving@example.pk', 'member', { store: team });
    // A command killed after making its account, ten minutes and more ago.
    const left = `${'0'.repeat(8)}-dead@${COMMAND_LINE_DOMAIN}`;
    await team.auth.api.createUser({
      body: {
        email: left,
        password: 'x'.repeat(40),
        name: 'Team command',
        role: 'owner',
        data: { emailVerified: true },
      },
    });
    await current()
      .db.updateTable('auth_user')
      .set({ createdAt: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('email', '=', left)
      .execute();
    await removeMember('leaving@example.pk', { store: team });
    const emails = (await current().db.selectFrom('auth_user').select('email').execute()).map(
      (row) => row.email,
    );
    expect(emails).toEqual(['owner@example.pk']);
    expect(await sweepCommandLineAccounts(current().db)).toBe(0);
  });

  it('lets an owner invite through the admin plugin, and refuses a member the same call', async () => {
    const team = store(current());
    const owner = await signedIn(team, 'amna@agency.pk', 'owner');
    const member = await signedIn(team, 'bilal@agency.pk', 'member');

    const invited = await addMember('sana@agency.pk', 'owner', { headers: owner, store: team });
    expect(invited.member).toMatchObject({ email: 'sana@agency.pk', role: 'owner', name: 'Sana' });
    await setPassword(team, invited.link);

    await expect(addMember('omar@agency.pk', 'member', { headers: member, store: team })).rejects.toThrow(
      /not allowed to create users/i,
    );
    expect((await listMembers(team)).map((one) => one.email)).toEqual([
      'amna@agency.pk',
      'bilal@agency.pk',
      'sana@agency.pk',
    ]);
  });

  it('makes a new link for a member, and their older link no longer sets a password', async () => {
    const team = store(current());
    const first = await addMember('hina@agency.pk', 'member', { store: team });
    const second = await newSetPasswordLink('hina@agency.pk', team);
    expect(second.member).toMatchObject({ email: 'hina@agency.pk', role: 'member' });
    expect(tokenOf(second.link)).not.toBe(tokenOf(first.link));

    await expect(setPassword(team, first.link)).rejects.toThrow(/invalid token/i);
    await expect(setPassword(team, second.link)).resolves.toEqual({ status: true });
    await expect(newSetPasswordLink('nobody@agency.pk', team)).rejects.toThrow(NotOnTeamError);
  });

  it('refuses a link once SET_PASSWORD_LINK_TTL_S has passed, not before', async () => {
    const team = store(current());
    vi.useFakeTimers({ toFake: ['Date'] });
    const madeAt = Date.now();
    const late = await addMember('zara@agency.pk', 'member', { store: team });
    vi.setSystemTime(madeAt + (SET_PASSWORD_LINK_TTL_S + 1) * MS_PER_SECOND);
    await expect(setPassword(team, late.link)).rejects.toThrow(/invalid token/i);

    const inTime = await newSetPasswordLink('zara@agency.pk', team);
    vi.setSystemTime(Date.now() + (SET_PASSWORD_LINK_TTL_S - 60) * MS_PER_SECOND);
    await expect(setPassword(team, inTime.link)).resolves.toEqual({ status: true });
  });

  it('lets an owner remove a member through the admin plugin (signed out at once), not a member, nor themselves', async () => {
    const team = store(current());
    const owner = await signedIn(team, 'amna@agency.pk', 'owner');
    const member = await signedIn(team, 'bilal@agency.pk', 'member');

    await expect(removeMember('amna@agency.pk', { headers: member, store: team })).rejects.toThrow(
      /not allowed to delete users/i,
    );
    await expect(removeMember('amna@agency.pk', { headers: owner, store: team })).rejects.toThrow(
      /cannot remove yourself/i,
    );
    expect(await team.auth.api.getSession({ headers: member })).toMatchObject({
      user: { email: 'bilal@agency.pk' },
    });
    expect(await removeMember('bilal@agency.pk', { headers: owner, store: team })).toBe(true);
    expect(await team.auth.api.getSession({ headers: member })).toBeNull();
    expect((await listMembers(team)).map((one) => one.email)).toEqual(['amna@agency.pk']);
  });

  it('answers 404 over HTTP on every path of the admin plugin, even to a signed-in owner', async () => {
    const team = store(current());
    const owner = await signedIn(team, 'amna@agency.pk', 'owner');
    // Some of better-auth's calls are functions for the server only, without a path.
    const paths = Object.values(team.auth.api)
      .map((endpoint) => endpoint.path as string | undefined)
      .filter((route): route is string => route?.startsWith('/admin/') === true);
    expect(paths).toEqual(
      expect.arrayContaining(['/admin/create-user', '/admin/remove-user', '/admin/set-role']),
    );
    for (const route of paths) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await request(team, route, method, owner.get('cookie')!);
        expect(response.status, `${method} ${route}`).toBe(404);
      }
    }
  });
});
