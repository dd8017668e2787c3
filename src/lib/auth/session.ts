/**
 * Who is signed in, for the inbox's pages, actions and routes (each asks itself; the proxy only
 * redirects). A session ends at sign-out, when its member is removed (better-auth's admin plugin
 * deletes it), seven days after sign-in (better-auth's expiry, never moved) or after
 * IDLE_LIMIT_MS without a request (here: revoked through better-auth's revoke-session call).
 * Activity is written down through its update-session call, which leaves the expiry as it is.
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { MemberRole } from './options';
import { SIGN_IN_PATH } from './proxy';
import { auth, type Auth } from './server';
import { appNowMs } from '@/lib/time/clock';

export const IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;
/** Activity is written down at most this often, not on every request. */
export const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SignedIn {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
}

/** The member the request's session cookie belongs to, or null (`instance`: a test's own). */
export async function currentMember(
  requestHeaders?: Headers,
  instance: Auth = auth(),
): Promise<SignedIn | null> {
  const callHeaders = requestHeaders ?? (await headers());
  const session = await instance.api.getSession({ headers: callHeaders });
  if (!session) return null;
  const now = appNowMs();
  // A session from before migration 0015 has no lastSeenAt: it was last seen when last updated.
  const lastSeen = new Date(session.session.lastSeenAt ?? session.session.updatedAt).getTime();
  if (now - lastSeen > IDLE_LIMIT_MS) {
    await instance.api.revokeSession({ body: { token: session.session.token }, headers: callHeaders });
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await instance.api.updateSession({ body: { lastSeenAt: new Date(now) }, headers: callHeaders });
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
