/**
 * Response headers for the team's inbox (next.config.ts adds them to the site's own): never
 * indexed, never stored by a shared cache. robots.txt disallows the same paths.
 */
const PRIVATE = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Cache-Control', value: 'private, no-store' },
];

export const INBOX_PATHS = ['/admin', '/admin/:path*', '/api/auth/:path*', '/api/inbox/:path*'];

export const inboxHeaderRules = INBOX_PATHS.map((source) => ({ source, headers: PRIVATE }));
