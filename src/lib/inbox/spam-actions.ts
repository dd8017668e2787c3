'use server';

/**
 * Spam settings' changes, an owner's only: undo what the team taught the spam judgement (an
 * allowed sender, a held sender, a held text), and forget every mark the classifier learned from.
 * Checked like the inbox's other changes: the request's origin, then the session, then the role;
 * anyone else changes nothing.
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember, type SignedIn } from '@/lib/auth/session';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { db } from '@/lib/db/connection';
import { removeRule } from '@/lib/spam/judge/teaching';
import { forgetLearningBy } from './spam-learning';

const SPAM_SETTINGS_PATH = '/admin/spam';
/** The confirmation step of "Forget what the team taught", a page of its own: it works without JavaScript. */
const FORGET_CONFIRM_PATH = `${SPAM_SETTINGS_PATH}?forget=confirm#forget`;

/** The owner making the change, or a redirect for anyone else; a cross-site request is refused. */
async function owner(): Promise<SignedIn> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  const member = await currentMember(requestHeaders);
  if (!member) redirect(SIGN_IN_PATH);
  if (member.role !== 'owner') redirect('/admin/leads');
  return member;
}

export async function undoSpamRule(formData: FormData): Promise<void> {
  await owner();
  const removed = await removeRule(db(), String(formData.get('rule') ?? ''));
  redirect(`${SPAM_SETTINGS_PATH}${removed ? '?undone=1' : ''}`);
}

/** Forgets every mark once the owner has confirmed it (`confirm=yes`); before that, asks. */
export async function forgetSpamLearning(formData: FormData): Promise<void> {
  const member = await owner();
  if (formData.get('confirm') !== 'yes') redirect(FORGET_CONFIRM_PATH);
  const outcome = await forgetLearningBy(db(), member);
  redirect(outcome === 'refused' ? '/admin/leads' : `${SPAM_SETTINGS_PATH}?forgotten=${outcome.forgotten}`);
}
