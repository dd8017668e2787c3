/**
 * The proxy's part in the inbox (src/proxy.ts): a request for an inbox page without a session
 * cookie is sent to the sign-in page at once. Only a redirect on the cookie's presence, as
 * better-auth advises for middleware: each page, action and route checks the session itself.
 */
import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { COOKIE_PREFIX } from './options';

export const INBOX_ROOT = '/admin';
export const SIGN_IN_PATH = '/admin/sign-in';
/** Pages open without a session: signing in and setting a password from a link. */
const OPEN_PAGES = new Set([SIGN_IN_PATH, '/admin/set-password']);

export function isInboxPage(pathname: string): boolean {
  return pathname === INBOX_ROOT || pathname.startsWith(`${INBOX_ROOT}/`);
}

export function inboxRedirect(request: NextRequest): NextResponse | undefined {
  const { pathname, search } = request.nextUrl;
  if (!isInboxPage(pathname) || OPEN_PAGES.has(pathname)) return undefined;
  if (getSessionCookie(request, { cookiePrefix: COOKIE_PREFIX })) return undefined;
  const target = new URL(SIGN_IN_PATH, request.url);
  target.searchParams.set('next', `${pathname}${search}`);
  return NextResponse.redirect(target);
}
