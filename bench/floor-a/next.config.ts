import type { NextConfig } from 'next';

/**
 * Floor A: the bare Next.js page plus what every page of the site needs before it can paint:
 * the site's built stylesheet, its preloaded display font and the home page's hero heading with
 * the same classes (scripts/bench/floor-a.mjs copies them from the site's build at bench time, so
 * floor A follows the site). Builds into the repository's .next-floor-a; like bench/floor, it
 * builds with the site's own next, react and react-dom.
 */
const nextConfig: NextConfig = {
  distDir: '../../.next-floor-a',
  poweredByHeader: false,
};

export default nextConfig;
