/**
 * Who is signed in, for the inbox's pages, actions and routes (each asks itself; the proxy only
 * redirects). A session ends at sign-out, when its member is removed (its row is deleted), seven
 * days after sign-in (better-auth's expiry) or after IDLE_LIMIT_MS without a request (here).
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { MemberRole } from './options';
import { SIGN_IN_PATH } from './proxy';
import { auth } from './server';

export const IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;
/** Activity is written down at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SignedIn {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
}

/** The member the request's session cookie belongs to, or null. */
export async function currentMember(requestHeaders?: Headers): Promise<SignedIn | null> {
  const session = await auth().api.getSession({ headers: requestHeaders ?? (await headers()) });
  if (!session) return null;
  const now = Date.now();
  const lastSeen = new Date(session.session.updatedAt).getTime();
  if (now - lastSeen > IDLE_LIMIT_MS) {
    const context = await auth().$context;
    await context.internalAdapter.deleteSession(session.session.token);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    const context = await auth().$context;
    await context.internalAdapter.updateSession(session.session.token, { updatedAt: new Date(now) });
  }
  const { user } = session;
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    role: user.role === 'owner' ? 'owner' : 'member',
  };
}

/** The signed-in member; anyone else is sent to the sign-in page, then back to `returnTo`. */
export async function requireMember(returnTo = '/admin/leads'): Promise<SignedIn> {
  const member = await currentMember();
  if (!member) redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(returnTo)}`);
  return member;
}
