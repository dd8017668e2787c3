'use server';

/**
 * The inbox's changes, as Server Actions next to the feature. Each one checks the request's origin
 * and the session itself before it touches anything, and answers with a redirect, so the forms work
 * without JavaScript.
 */
import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { redirect } from 'next/navigation';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember, type SignedIn } from '@/lib/auth/session';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { db } from '@/lib/db/connection';
import { serverEnv } from '@/env';
import { owedWithHeldCall } from '@/lib/booking/rules/release-owed';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { reportVerdict } from '@/lib/spam/judge/report';
import { addNote, changeStatus, eraseLeadBy } from './changes';
import { LEAD_STATUSES } from './filters';

/** The member making the change, after the origin check; anyone else is sent to sign in. */
async function changedBy(): Promise<SignedIn> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  const member = await currentMember(requestHeaders);
  if (!member) redirect(SIGN_IN_PATH);
  return member;
}

const text = (formData: FormData, name: string) => String(formData.get(name) ?? '');
const statusOf = (formData: FormData, name: string) =>
  LEAD_STATUSES.find((choice) => choice === text(formData, name));
const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;

export async function setLeadStatus(formData: FormData): Promise<void> {
  const member = await changedBy();
  const id = text(formData, 'lead');
  const status = statusOf(formData, 'status');
  // The status the page showed: the change is made only if the lead still has it.
  const from = statusOf(formData, 'from');
  if (!status || !from) redirect(leadPath(id));
  // A lead held as spam and let through now is owed its deliveries: the loop sends them at once.
  const result = await changeStatus(
    db(),
    id,
    { from, to: status },
    member,
    new Date(),
    owedWithHeldCall(serverEnv()),
  );
  if (result === false) redirect(leadPath(id));
  // Another member changed it meanwhile: the page says what it is now, and that nothing changed.
  if (result !== true) redirect(`${leadPath(id)}?conflict=status`);
  if (status !== 'spam') wakeDeliveries();
  // Akismet, when set, is told what the team decided, after the answer (never in its way).
  if ((from === 'spam') !== (status === 'spam'))
    after(() =>
      reportVerdict(db(), id, status === 'spam' ? 'spam' : 'ham', serverEnv()).then(() => undefined),
    );
  redirect(`${leadPath(id)}?saved=status`);
}

export async function addLeadNote(formData: FormData): Promise<void> {
  const member = await changedBy();
  const id = text(formData, 'lead');
  const added = await addNote(db(), id, text(formData, 'note'), member);
  redirect(`${leadPath(id)}${added ? '?saved=note' : ''}`);
}

export async function eraseLead(formData: FormData): Promise<void> {
  const member = await changedBy();
  const id = text(formData, 'lead');
  // Only an owner erases: a member is sent back to the confirmation page, which says so.
  if ((await eraseLeadBy(db(), id, member)) === 'refused') redirect(`${leadPath(id)}/delete`);
  redirect('/admin/leads?deleted=1');
}
