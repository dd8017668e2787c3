import type { NextConfig } from 'next';

/**
 * The floor: a bare Next.js app the bench measures next to the site (scripts/bench/floor.mjs).
 * Its build goes to the repository's .next-floor, which the site's tsc, ESLint and Prettier
 * already leave out. Turbopack finds the workspace root (the site's package-lock.json), so the
 * floor builds with the site's own next, react and react-dom.
 */
const nextConfig: NextConfig = {
  distDir: '../../.next-floor',
  poweredByHeader: false,
};

export default nextConfig;
