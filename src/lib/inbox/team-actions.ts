'use server';

/** An owner's changes to the team: invitations (a set-password link to pass on) and removals. */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember, type SignedIn } from '@/lib/auth/session';
import { addMember, removeMember } from '@/lib/auth/team';

export interface InviteState {
  link?: string;
  email?: string;
  error?: string;
}

async function owner(): Promise<SignedIn> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  const member = await currentMember(requestHeaders);
  if (!member) redirect(SIGN_IN_PATH);
  if (member.role !== 'owner') throw new Error('only an owner changes the team');
  return member;
}

export async function inviteMember(_previous: InviteState, formData: FormData): Promise<InviteState> {
  await owner();
  try {
    const added = await addMember(
      String(formData.get('email') ?? ''),
      formData.get('owner') === 'on' ? 'owner' : undefined,
    );
    return { link: added.link, email: added.member.email };
  } catch {
    return { error: 'That is not an e-mail address.' };
  }
}

export async function removeTeamMember(formData: FormData): Promise<void> {
  const me = await owner();
  const email = String(formData.get('email') ?? '');
  // An owner cannot lock the team out by removing themselves.
  if (email.toLowerCase() !== me.email.toLowerCase()) await removeMember(email);
  redirect('/admin/team');
}
