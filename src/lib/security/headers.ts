import { CSP_REPORT_GROUP, CSP_REPORT_PATH, serializePolicy } from './csp';

/**
 * Response headers for every page and file (next.config.ts `headers()`). The pages' own
 * Content-Security-Policy (hashes or a nonce) is sent by src/proxy.ts, which replaces the file
 * policy below on every document; see ./csp.ts and docs/security.md.
 */
export interface HeaderOptions {
  /** Origin the contact forms send to (EmailJS, or this site in embedded mode). */
  emailOrigin: string;
  /** Development needs eval for React's debugging and a websocket for hot reload. */
  development: boolean;
  /** The site's canonical origin (NEXT_PUBLIC_SITE_URL): HSTS is sent only when it is https. */
  siteUrl?: string;
}

/**
 * The policy of what the proxy does not see: pictures, icons, feeds, share cards, API answers.
 * None of them needs a script; an SVG opened on its own is a document, so it still gets one.
 */
export function contentSecurityPolicy({ emailOrigin, development }: HeaderOptions): string {
  return serializePolicy({
    'default-src': ["'self'"],
    'script-src': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", emailOrigin, ...(development ? ['ws:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  });
}

/** Two years (the preload list asks for one at least), for the site and its subdomains. */
const HSTS_SECONDS = 63_072_000;

const NOSNIFF = { key: 'X-Content-Type-Options', value: 'nosniff' };

export function securityHeaders(options: HeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    NOSNIFF,
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Other sites cannot embed this site's files (no-cors reads); its own subdomains can.
    { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
    { key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` },
    ...(options.siteUrl?.startsWith('https:')
      ? [{ key: 'Strict-Transport-Security', value: `max-age=${HSTS_SECONDS}; includeSubDomains` }]
      : []),
  ];
}

/**
 * Next.js's hashed build files (scripts, styles, fonts) are never opened as documents, so the
 * document policies (CSP, framing, permissions, opener) do nothing there: they carry nosniff
 * only, which spares about 0.7 KB of headers on each of the dozen files a page loads.
 */
const BUILD_FILES = '/_next/static/:path*';
const EVERYTHING_ELSE = '/:path((?!_next/static/).*)';

/** The photos' resized copies (src/lib/images): named after their content, so they never change. */
const PICTURE_COPIES = '/_img/:path*';
/** The Urdu pages' font (src/lib/fonts): named after its content too. */
const FONT_FILES = '/_fonts/:path*';
const FOREVER = { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' };

/** The `headers()` rules of next.config.ts. */
export function headerRules(options: HeaderOptions) {
  return [
    { source: BUILD_FILES, headers: [NOSNIFF] },
    { source: EVERYTHING_ELSE, headers: securityHeaders(options) },
    { source: PICTURE_COPIES, headers: [FOREVER] },
    { source: FONT_FILES, headers: [FOREVER] },
  ];
}
