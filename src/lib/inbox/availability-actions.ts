'use server';

/**
 * The owner's change to the hours calls are offered in (/admin/availability). Checked like the
 * inbox's other actions (the request's origin, then the session), then the role: only an owner
 * changes them, whatever form a member posts. Answers with the form's state, so a refused field
 * keeps what was typed, with or without JavaScript.
 */
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SIGN_IN_PATH } from '@/lib/auth/proxy';
import { CrossSiteRequestError, isSameOrigin } from '@/lib/auth/same-origin';
import { authBaseURL } from '@/lib/auth/server';
import { currentMember } from '@/lib/auth/session';
import {
  availabilityFormValues,
  parseAvailabilityForm,
  readAvailabilityForm,
  type AvailabilityFormErrors,
  type AvailabilityFormValues,
} from '@/lib/booking/calendar/availability-form';
import { readAvailability, saveAvailability } from '@/lib/booking/rules/store';
import { db } from '@/lib/db/connection';

export interface AvailabilityState {
  /** What the fields show: as typed after a refusal, as saved after a save. */
  values?: AvailabilityFormValues;
  errors?: AvailabilityFormErrors;
  saved?: boolean;
  /** Why nothing was saved, when it is not a field's fault. */
  refused?: string;
}

export async function saveAvailabilityForm(
  _previous: AvailabilityState,
  formData: FormData,
): Promise<AvailabilityState> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  const member = await currentMember(requestHeaders);
  if (!member) redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent('/admin/availability')}`);
  const values = readAvailabilityForm(formData);
  if (member.role !== 'owner') return { values, refused: 'Only an owner can change the hours.' };
  const parsed = parseAvailabilityForm(values, await readAvailability(db()));
  if (!parsed.ok) return { values, errors: parsed.errors };
  await saveAvailability(db(), parsed.value, member.name);
  return { values: availabilityFormValues(parsed.value), saved: true };
}
