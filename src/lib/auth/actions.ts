'use server';

/**
 * The sign-in pages' Server Actions: setting a password from a link, and signing out. Both work
 * without JavaScript (a plain form post) and answer with a redirect.
 */
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './options';
import { SIGN_IN_PATH } from './proxy';
import { CrossSiteRequestError, isSameOrigin } from './same-origin';
import { auth, authBaseURL } from './server';

async function sameOriginHeaders(): Promise<Headers> {
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, authBaseURL())) throw new CrossSiteRequestError();
  return requestHeaders;
}

export async function setPassword(formData: FormData): Promise<void> {
  await sameOriginHeaders();
  const token = String(formData.get('token') ?? '');
  const password = String(formData.get('password') ?? '');
  const again = (error: string) =>
    redirect(`/admin/set-password?${new URLSearchParams({ token, error }).toString()}`);
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) again('length');
  if (password !== String(formData.get('confirm') ?? '')) again('mismatch');
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password } });
  } catch {
    again('link');
  }
  redirect(`${SIGN_IN_PATH}?password=set`);
}

export async function signOut(): Promise<void> {
  const requestHeaders = await sameOriginHeaders();
  await auth().api.signOut({ headers: requestHeaders });
  redirect(SIGN_IN_PATH);
}
