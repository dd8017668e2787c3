/**
 * The team: who may sign in to the inbox. Used by `npm run team` (scripts/team.ts) and by an
 * owner's invitations and removals in the inbox (src/lib/inbox/team-actions.ts). A new member gets
 * no password: they get a link (a better-auth reset-password token, valid 24 hours) to set one.
 */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { db } from '@/lib/db/connection';
import type { Database } from '@/lib/db/schema';
import { SET_PASSWORD_LINK_TTL_S, type MemberRole } from './options';
import { auth, authBaseURL, withSetPasswordLinks, type Auth } from './server';

/** What the team's functions work on: the server's own by default, a test's database in tests. */
export interface TeamStore {
  auth: Auth;
  db: Kysely<Database>;
  baseURL: string;
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

export async function listMembers(store: TeamStore = serverTeam()): Promise<Member[]> {
  const rows = await store.db
    .selectFrom('auth_user')
    .select(['id', 'name', 'email', 'role', 'createdAt'])
    .orderBy('email')
    .execute();
  return rows.map((row) => ({ ...row, role: roleOf(row.role), createdAt: new Date(row.createdAt) }));
}

export interface AddResult {
  member: Member;
  created: boolean;
  /** The one-time link to set a password. */
  link: string;
  expiresInHours: number;
}

/**
 * Adds `email` to the team as `role` (a member unless said) or, when it is already there, makes a
 * fresh link for it (and makes it an owner if `role` says so; an owner is never demoted here), and
 * returns the set-password link.
 */
export async function addMember(
  rawEmail: string,
  role?: MemberRole,
  store: TeamStore = serverTeam(),
): Promise<AddResult> {
  const email = normaliseEmail(rawEmail);
  const context = await store.auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  let userId = existing?.user.id;
  if (!userId) {
    const user = await context.internalAdapter.createUser(
      {
        email,
        name: nameFromEmail(email),
        emailVerified: true,
        role: role ?? 'member',
      },
      { method: 'admin' },
    );
    userId = user.id;
  } else if (role === 'owner') {
    await context.internalAdapter.updateUser(userId, { role });
  }
  const { links } = await withSetPasswordLinks(() =>
    store.auth.api.requestPasswordReset({ body: { email } }),
  );
  const token = links.find((link) => link.userId === userId)?.token;
  if (!token) throw new Error('better-auth made no set-password link');
  const link = new URL(SET_PASSWORD_PATH, store.baseURL);
  link.searchParams.set('token', token);
  const member = (await listMembers(store)).find((candidate) => candidate.id === userId);
  if (!member) throw new Error(`${email} was not saved`);
  return {
    member,
    created: !existing,
    link: link.toString(),
    expiresInHours: SET_PASSWORD_LINK_TTL_S / 3600,
  };
}

/**
 * Removes `email` from the team: its sessions first (it is signed out at once, on every device),
 * then the account. False when there was no such member.
 */
export async function removeMember(rawEmail: string, store: TeamStore = serverTeam()): Promise<boolean> {
  const email = normaliseEmail(rawEmail);
  const context = await store.auth.$context;
  const existing = await context.internalAdapter.findUserByEmail(email);
  if (!existing) return false;
  await context.internalAdapter.deleteUserSessions(existing.user.id);
  await context.internalAdapter.deleteUser(existing.user.id);
  return true;
}
