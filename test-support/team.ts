/**
 * The team's tests' own better-auth over a test database (src/lib/auth), and a member signed in
 * the way the inbox's members are: added, a password set with their link, then signed in.
 */
import type { Connection } from '@/lib/db/connection';
import type { MemberRole } from '@/lib/auth/options';
import { createAuth } from '@/lib/auth/server';
import { addMember, type TeamStore } from '@/lib/auth/team';
import { cheapPasswords } from '@test-support/passwords';

export const BASE_URL = 'http://127.0.0.1:3999';
export const SETTINGS = { BETTER_AUTH_SECRET: 's'.repeat(40), BETTER_AUTH_URL: BASE_URL };
export const PASSWORD = 'correct horse battery';

export function teamStore(connection: Connection): TeamStore {
  return { auth: createAuth(connection, SETTINGS, cheapPasswords), db: connection.db, baseURL: BASE_URL };
}

/** Adds `email` from the command line, sets its password, signs in: the session's request headers. */
export async function signedIn(team: TeamStore, email: string, role: MemberRole): Promise<Headers> {
  const { link } = await addMember(email, role, { store: team });
  const token = new URL(link).searchParams.get('token')!;
  await team.auth.api.resetPassword({ body: { token, newPassword: PASSWORD } });
  const { headers } = await team.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inbox.session_token='));
  if (!cookie) throw new Error(`${email} did not sign in`);
  return new Headers({ cookie });
}
