'use server';

/**
 * Spam settings' one change: an owner undoes what the team taught the spam judgement (an allowed
 * sender, a held sender, a held text). Checked like the inbox's other changes: the request's
 * origin, then the session, then the role; anyone else changes nothing.
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember } from '@/lib/auth/session';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { db } from '@/lib/db/connection';
import { removeRule } from '@/lib/spam/judge/teaching';

const SPAM_SETTINGS_PATH = '/admin/spam';

export async function undoSpamRule(formData: FormData): Promise<void> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  const member = await currentMember(requestHeaders);
  if (!member) redirect(SIGN_IN_PATH);
  if (member.role !== 'owner') redirect('/admin/leads');
  const removed = await removeRule(db(), String(formData.get('rule') ?? ''));
  redirect(`${SPAM_SETTINGS_PATH}${removed ? '?undone=1' : ''}`);
}
