import { NextResponse, type NextRequest } from 'next/server';
import { splitLocalePath } from '@/content/locales';
import { inboxRedirect } from '@/lib/auth/proxy';
import { LOCALE_HEADER } from '@/lib/i18n/header';

/**
 * Tells the site-wide 404 page (app/global-not-found.tsx) the language of an address no route
 * matches, so `/ur/…` gets the Urdu 404. Next.js renders that page for unknown addresses without
 * the route's own layout, and passes it nothing of the request but its headers.
 */
export function proxy(request: NextRequest) {
  // The team's inbox: no session cookie, straight to its sign-in page (src/lib/auth/proxy.ts).
  const toSignIn = inboxRedirect(request);
  if (toSignIn) return toSignIn;
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, splitLocalePath(request.nextUrl.pathname).locale);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/ur', '/ur/:path*', '/admin', '/admin/:path*'] };
