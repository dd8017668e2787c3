/**
 * Response headers for every page and file. Pages are prerendered at build time, so a per-request
 * nonce is impossible: Next.js's inline bootstrap scripts need 'unsafe-inline', and every
 * script file comes from this origin only. Styles need 'unsafe-inline' for next/font and the
 * style attributes components set (animation delays, custom properties).
 */
export interface HeaderOptions {
  /** Origin the contact forms send to (EmailJS, or this site in embedded mode). */
  emailOrigin: string;
  /** Development needs eval for React's debugging and a websocket for hot reload. */
  development: boolean;
}

export function contentSecurityPolicy({ emailOrigin, development }: HeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", emailOrigin, ...(development ? ['ws:'] : [])],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

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
