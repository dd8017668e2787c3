/**
 * The team: who may sign in to the inbox, for `npm run team` (scripts/team.ts) and an owner's
 * invitations and removals (src/lib/inbox/team-actions.ts), through better-auth's admin plugin
 * (./options.ts). A new member gets no password but a link to set one: a better-auth
 * reset-password token, refused once used or after SET_PASSWORD_LINK_TTL_S.
 */
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { db } from '@/lib/db/connection';
import type { AuthUserTable, Database } from '@/lib/db/schema';
import { SET_PASSWORD_LINK_TTL_S, type MemberRole } from './options';
import { auth, authBaseURL, withSetPasswordLinks, type Auth } from './server';

/** What the team's functions work on: the server's own by default, a test's database in tests. */
export interface TeamStore {
  auth: Auth;
  db: Kysely<Database>;
  baseURL: string;
}

export interface TeamCall {
  /** The owner's request headers (the inbox): the admin plugin checks their session and role. */
  headers?: Headers;
  store?: TeamStore;
}

const serverTeam = (): TeamStore => ({ auth: auth(), db: db(), baseURL: authBaseURL() });

export interface Member {
  id: string;
  name: string;
  email: string;
  role: MemberRole;
  createdAt: Date;
}

export const SET_PASSWORD_PATH = '/admin/set-password';

/** better-auth's set-password tokens: `identifier` is this prefix and the token, `value` the user's id. */
const SET_PASSWORD_IDENTIFIER = 'reset-password:';

/** better-auth's tables the team reads or clears beyond ../db/schema.ts's (layout: migration 0002). */
type AuthTables = {
  auth_account: { id: string; userId: string };
  auth_verification: { id: string; identifier: string; value: string };
};

/** An invitation or `add` for an address that already has an account: nothing was changed. */
export class AlreadyOnTeamError extends Error {
  constructor(readonly email: string) {
    super(`${email} already has an account`);
    this.name = 'AlreadyOnTeamError';
  }
}

/** A new link asked for an address without an account: nothing was changed. */
export class NotOnTeamError extends Error {
  constructor(readonly email: string) {
    super(`${email} is not on the team`);
    this.name = 'NotOnTeamError';
  }
}

const emailSchema = z.email().max(254);

export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) throw new Error(`"${value}" is not an e-mail address`);
  return email;
}

/** "amna.tariq@agency.pk" → "Amna Tariq": a name to show until the member changes it. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

const roleOf = (value: unknown): MemberRole => (value === 'owner' ? 'owner' : 'member');

const members = (store: TeamStore) =>
  store.db.selectFrom('auth_user').select(['id', 'name', 'email', 'role', 'createdAt']);
const toMember = (row: Pick<AuthUserTable, 'id' | 'name' | 'email' | 'role' | 'createdAt'>): Member => ({
  ...row,
  role: roleOf(row.role),
  createdAt: new Date(row.createdAt),
});

export async function listMembers(store: TeamStore = serverTeam()): Promise<Member[]> {
  return (await members(store).orderBy('email').execute()).map(toMember);
}

async function memberByEmail(store: TeamStore, email: string): Promise<Member | undefined> {
  const row = await members(store).where('email', '=', email).executeTakeFirst();
  return row && toMember(row);
}

export interface LinkResult {
  member: Member;
  /** The one-time link to set a password; every earlier link for the account no longer works. */
  link: string;
  expiresInHours: number;
}

/** Deletes every set-password token the account has (better-auth has no call that does). */
async function voidLinks(database: Kysely<Database>, userId: string): Promise<void> {
  await database
    .withTables<AuthTables>()
    .deleteFrom('auth_verification')
    .where('value', '=', userId)
    .where('identifier', 'like', `${SET_PASSWORD_IDENTIFIER}%`)
    .execute();
}

/** A fresh set-password link for `member`, made by better-auth, its earlier ones voided first. */
async function linkFor(store: TeamStore, member: Member): Promise<LinkResult> {
  await voidLinks(store.db, member.id);
  const { links } = await withSetPasswordLinks(() =>
    store.auth.api.requestPasswordReset({ body: { email: member.email } }),
  );
  const token = links.find((link) => link.userId === member.id)?.token;
  if (!token) throw new Error('better-auth made no set-password link');
  const link = new URL(SET_PASSWORD_PATH, store.baseURL);
  link.searchParams.set('token', token);
  return { member, link: link.toString(), expiresInHours: SET_PASSWORD_LINK_TTL_S / 3600 };
}

/**
 * Adds `email` to the team as `role` and returns the link to set a password. An address that
 * already has an account is refused (AlreadyOnTeamError), whatever its role: a member who lost
 * their link gets a new one from newSetPasswordLink (`npm run team -- link`).
 */
export async function addMember(
  rawEmail: string,
  role: MemberRole = 'member',
  { headers, store = serverTeam() }: TeamCall = {},
): Promise<LinkResult> {
  const email = normaliseEmail(rawEmail);
  if (await memberByEmail(store, email)) throw new AlreadyOnTeamError(email);
  try {
    await store.auth.api.createUser({
      body: { email, name: nameFromEmail(email), role, data: { emailVerified: true } },
      // Without headers better-auth takes the call as the server's own (no session needed).
      ...(headers ? { headers } : {}),
    });
  } catch (error) {
    // Two invitations at once: the plugin's check, or the unique e-mail, stops the second.
    const taken = error instanceof APIError && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
    if (taken || (await memberByEmail(store, email))) throw new AlreadyOnTeamError(email);
    throw error;
  }
  const member = await memberByEmail(store, email);
  if (!member) throw new Error(`${email} was not saved`);
  return linkFor(store, member);
}

/** A new link for a member who lost theirs or let it expire (the sign-in page has no reset). */
export async function newSetPasswordLink(
  rawEmail: string,
  store: TeamStore = serverTeam(),
): Promise<LinkResult> {
  const email = normaliseEmail(rawEmail);
  const member = await memberByEmail(store, email);
  if (!member) throw new NotOnTeamError(email);
  return linkFor(store, member);
}

/**
 * Removes `email` from the team: its sessions first (it is signed out at once, on every device),
 * then the account and its unused links. False when there was no such member.
 */
export async function removeMember(
  rawEmail: string,
  { headers, store = serverTeam() }: TeamCall = {},
): Promise<boolean> {
  const email = normaliseEmail(rawEmail);
  const member = await memberByEmail(store, email);
  if (!member) return false;
  if (headers) {
    // The plugin refuses a member, and an owner removing themselves.
    await store.auth.api.removeUser({ body: { userId: member.id }, headers });
    await voidLinks(store.db, member.id);
    return true;
  }
  // The command line has no session, and every better-auth endpoint that removes a user or ends
  // another user's sessions acts for a signed-in user (the admin plugin's for an owner). Whoever
  // runs it holds the database itself: the rows go here, in one transaction, in the plugin's order.
  await store.db.transaction().execute(async (trx) => {
    const tables = trx.withTables<AuthTables>();
    await tables.deleteFrom('auth_session').where('userId', '=', member.id).execute();
    await tables.deleteFrom('auth_account').where('userId', '=', member.id).execute();
    await voidLinks(trx, member.id);
    await tables.deleteFrom('auth_user').where('id', '=', member.id).execute();
  });
  return true;
}
