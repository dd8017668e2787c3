'use server';

/**
 * Cancelling calls from the inbox's Calls page, many at once (a flood from one address, say): each
 * chosen booking is cancelled as its own link would cancel it (./../booking/changes.ts: its time
 * freed, the team's webhook and the visitor told), and the page says how many. The origin and the
 * session are checked first; it answers with a redirect, so it works without JavaScript.
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { serverEnv } from '@/env';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember } from '@/lib/auth/session';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { cancelBooking } from '@/lib/booking/rules/store';
import { db } from '@/lib/db/connection';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { LEAD_ID } from '@/lib/leads/store';

/** More than a page of calls shows (src/app/(admin)/admin/(inbox)/calls/page.tsx) is not a choice. */
const MAX_CANCELS = 1_000;

export async function cancelCalls(formData: FormData): Promise<void> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  if (!(await currentMember(requestHeaders))) redirect(SIGN_IN_PATH);
  const chosen = [...new Set(formData.getAll('booking').map(String))].filter((id) => LEAD_ID.test(id));
  let cancelled = 0;
  for (const id of chosen.slice(0, MAX_CANCELS)) {
    if ((await cancelBooking(db(), id, serverEnv())) === 'cancelled') cancelled += 1;
  }
  if (cancelled > 0) wakeDeliveries();
  redirect(`/admin/calls?cancelled=${cancelled}`);
}
