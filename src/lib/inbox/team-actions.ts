'use server';

/** An owner's changes to the team: invitations (a set-password link to pass on) and removals. */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember, type SignedIn } from '@/lib/auth/session';
import { AlreadyOnTeamError, addMember, normaliseEmail, removeMember } from '@/lib/auth/team';

export interface InviteState {
  link?: string;
  email?: string;
  expiresInHours?: number;
  error?: string;
}

/** The owner making the change, and their request's headers (the admin plugin checks them again). */
async function owner(): Promise<{ me: SignedIn; requestHeaders: Headers }> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  const member = await currentMember(requestHeaders);
  if (!member) redirect(SIGN_IN_PATH);
  if (member.role !== 'owner') throw new Error('only an owner changes the team');
  return { me: member, requestHeaders: new Headers(requestHeaders) };
}

/** The sign-in page has no password reset: a new link comes from an owner or the server. */
const alreadyThere = (email: string) =>
  `${email} already has an account. For a new link to set their password, remove them from the team and invite them again, or run npm run team -- link ${email} on the server.`;

export async function inviteMember(_previous: InviteState, formData: FormData): Promise<InviteState> {
  const { requestHeaders } = await owner();
  let email: string;
  try {
    email = normaliseEmail(String(formData.get('email') ?? ''));
  } catch {
    return { error: 'That is not an e-mail address.' };
  }
  try {
    const role = formData.get('owner') === 'on' ? 'owner' : 'member';
    const added = await addMember(email, role, { headers: requestHeaders });
    return { link: added.link, email: added.member.email, expiresInHours: added.expiresInHours };
  } catch (error) {
    if (error instanceof AlreadyOnTeamError) return { error: alreadyThere(email) };
    throw error;
  }
}

export async function removeTeamMember(formData: FormData): Promise<void> {
  const { me, requestHeaders } = await owner();
  const email = String(formData.get('email') ?? '');
  // An owner cannot lock the team out by removing themselves (the admin plugin refuses it too).
  if (email.toLowerCase() !== me.email.toLowerCase()) await removeMember(email, { headers: requestHeaders });
  redirect('/admin/team');
}
