import { NextResponse, type NextRequest } from 'next/server';
import { splitLocalePath } from '@/content/locales';
import { env } from '@/env';
import { inboxRedirect } from '@/lib/auth/proxy';
import { LOCALE_HEADER } from '@/lib/i18n/header';
import { pagePolicy, serverManifest } from '@/lib/security/page-policy';

const CSP = 'Content-Security-Policy';
const development = process.env.NODE_ENV === 'development';

/**
 * Every document's Content-Security-Policy (src/lib/security): a prerendered page's own
 * inline-script hashes, or a nonce for a page rendered per request, which Next.js reads from the
 * request's CSP header and puts on its scripts. Prerendered pages stay prerendered: only the
 * response header differs.
 *
 * Sends a visitor without a session from the team's inbox (/admin) to its sign-in page; each
 * inbox page checks the session itself too.
 *
 * Also tells the site-wide 404 page (app/global-not-found.tsx) the language of an address no route
 * matches, so `/ur/…` gets the Urdu 404. Next.js renders that page for unknown addresses without
 * the route's own layout, and passes it nothing of the request but its headers.
 */
export function proxy(request: NextRequest) {
  // The team's inbox: no session cookie, straight to its sign-in page (src/lib/auth/proxy.ts).
  const toSignIn = inboxRedirect(request);
  if (toSignIn) return toSignIn;
  const loaded = serverManifest(development);
  if ('error' in loaded) {
    console.error(`[csp] Refusing to serve ${request.nextUrl.pathname}: ${loaded.error.message}`);
    return new NextResponse('Server misconfigured: this build has no matching script hashes.', {
      status: 500,
    });
  }
  const policy = pagePolicy(request.nextUrl, {
    emailOrigin: env.emailjs.origin,
    development,
    manifest: loaded.manifest,
  });
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, splitLocalePath(request.nextUrl.pathname).locale);
  if (policy.nonce) headers.set(CSP, policy.header);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy.header);
  return response;
}

export const config = {
  // Every document: not the build's files, the pictures and fonts, the API routes (JSON, no
  // document) or other files named with an extension (icons, feeds, share cards).
  matcher: [
    '/((?!_next/static/|_next/image|_img/|_fonts/|images/|api/|og/|[^?]*\\.(?:svg|png|jpe?g|webp|avif|gif|ico|woff2?|txt|xml|json|webmanifest|pdf)$).*)',
  ],
};
