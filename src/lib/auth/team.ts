/**
 * The team: who may sign in to the inbox, for `npm run team` (scripts/team.ts) and an owner's
 * invitations, role changes and removals (src/lib/inbox/team-actions.ts), through better-auth's
 * public calls: its admin plugin (./options.ts) with an owner's session, or for the command line
 * (which has none) the session of an owner account of its own (./command-line.ts). A new member
 * gets no password but a link to set one: a better-auth reset-password token, refused once used,
 * after SET_PASSWORD_LINK_TTL_S, or once a newer link is made (./sign-in-hooks.ts).
 */
import 'server-only';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { db } from '@/lib/db/connection';
import type { AuthUserTable, Database } from '@/lib/db/schema';
import { asOwner } from './command-line';
import {
  COMMAND_LINE_DOMAIN,
  isCommandLineAccount,
  SET_PASSWORD_LINK_TTL_S,
  type MemberRole,
} from './options';
import { auth, authBaseURL, withSetPasswordLinks, type Auth } from './server';

/** What the team's functions work on: the server's own by default, a test's database in tests. */
export interface TeamStore {
  auth: Auth;
  db: Kysely<Database>;
  baseURL: string;
}

export interface TeamCall {
  /** The owner's request headers (the inbox), which the admin plugin checks; none: the command line. */
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

/** An invitation or `add` for an address that already has an account: nothing was changed. */
export class AlreadyOnTeamError extends Error {
  constructor(readonly email: string) {
    super(`${email} already has an account`);
    this.name = 'AlreadyOnTeamError';
  }
}

/** A new link or role asked for an address without an account: nothing was changed. */
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
  // The team command's own accounts live there, never listed: a member there would be invisible.
  if (isCommandLineAccount(email))
    throw new Error(`"${value}" is the team command's own address, not a member's`);
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

/** The team, read from better-auth's table (owners may not list users through its plugin). */
const members = (store: TeamStore) =>
  store.db
    .selectFrom('auth_user')
    .select(['id', 'name', 'email', 'role', 'createdAt'])
    .where('email', 'not like', `%@${COMMAND_LINE_DOMAIN}`);
const toMember = (row: Pick<AuthUserTable, 'id' | 'name' | 'email' | 'role' | 'createdAt'>): Member => ({
  ...row,
  role: row.role === 'owner' ? 'owner' : 'member',
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

/** A fresh set-password link for `member`, made by better-auth; its earlier ones stop working. */
async function linkFor(store: TeamStore, member: Member): Promise<LinkResult> {
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

/** An owner in the inbox changing their own role: refused, so the team keeps an owner. */
export class OwnRoleError extends Error {
  constructor() {
    super('You cannot change your own role');
    this.name = 'OwnRoleError';
  }
}

/** Makes `email` an owner or a member through the admin plugin's set-role; not the caller themselves. */
export async function setMemberRole(
  rawEmail: string,
  role: MemberRole,
  { headers, store = serverTeam() }: TeamCall = {},
): Promise<Member> {
  const email = normaliseEmail(rawEmail);
  const member = await memberByEmail(store, email);
  if (!member) throw new NotOnTeamError(email);
  if (headers && (await store.auth.api.getSession({ headers }))?.user.id === member.id)
    throw new OwnRoleError();
  await asOwner(store, headers, (as) =>
    store.auth.api.setRole({ body: { userId: member.id, role }, headers: as }),
  );
  return { ...member, role };
}

/**
 * Removes `email` through the admin plugin: its sessions (signed out at once, on every device),
 * then the account, with its password and unused links. The plugin refuses a member, and an owner
 * removing themselves. False when there was no such member.
 */
export async function removeMember(
  rawEmail: string,
  { headers, store = serverTeam() }: TeamCall = {},
): Promise<boolean> {
  const email = normaliseEmail(rawEmail);
  const member = await memberByEmail(store, email);
  if (!member) return false;
  await asOwner(store, headers, (as) =>
    store.auth.api.removeUser({ body: { userId: member.id }, headers: as }),
  );
  return true;
}
