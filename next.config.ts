import type { NextConfig } from 'next';
import { analyticsDomain, env } from './src/env';
import { redirects } from './src/lib/redirects';
import { rewrites } from './src/lib/rewrites';
import { headerRules } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  // Separate builds (e.g. test servers on other ports) can live side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  env: {
    // Checked here, so a malformed domain stops the build. Inlined even when unset (as ''), so the
    // browser's analytics gates are constants and an off build drops the tracker altogether (an
    // unset NEXT_PUBLIC_ variable would stay a run-time lookup, and its code in the bundle).
    NEXT_PUBLIC_PLAUSIBLE_DOMAIN: analyticsDomain() ?? '',
  },
  reactStrictMode: true,
  experimental: {
    // Redirects such as /Portfolio -> /portfolio differ only in case; matching must see it.
    caseSensitiveRoutes: true,
    // The public site and the admin have their own root layouts; unmatched URLs get the site's 404.
    globalNotFound: true,
  },
  async headers() {
    return headerRules({
      emailOrigin: env.emailjs.origin,
      development: process.env.NODE_ENV === 'development',
    });
  },
  async redirects() {
    return [...redirects];
  },
  async rewrites() {
    return rewrites;
  },
};

export default nextConfig;
