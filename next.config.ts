import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { analyticsDomain, env } from './src/env';
import { platformStoreProblem } from './src/lib/db/config';
import { redirects } from './src/lib/seo/redirects';
import { rewriteRules } from './src/lib/seo/rewrites';
import { headerRules } from './src/lib/security/headers';
import { inboxHeaderRules } from './src/lib/inbox/headers';

/**
 * NEXT_OUTPUT=standalone makes `next build` also write a self-contained server in
 * `<distDir>/standalone/` (server.js and the node_modules it needs), for a container or a host
 * without the repository; unset, the build is the usual one for `next start`. Chosen by the
 * environment so no one edits this file to deploy (docs/deploying.md).
 */
function outputMode(value = process.env.NEXT_OUTPUT?.trim()): NextConfig['output'] {
  if (!value) return undefined;
  if (value === 'standalone') return 'standalone';
  throw new Error(`NEXT_OUTPUT must be "standalone" or unset, got "${value}"`);
}

const nextConfig: NextConfig = {
  output: outputMode(),
  // libsql loads its native binary by a name made at run time (@libsql/<platform>), which file
  // tracing cannot follow: the standalone server gets the installed binaries named here.
  outputFileTracingIncludes: { '/**': ['./node_modules/@libsql/*/**'] },
  // The database drivers load at run time from node_modules: libsql's native binary cannot be bundled.
  serverExternalPackages: ['libsql', 'pg'],
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
  typescript: {
    // `npm test` checks the types once (`npm run typecheck`) before it builds the site up to four
    // times (the site, its photo copy, the analytics build, the admin's rebuild): those builds
    // skip the same check. Every other build, `npm start` and a platform host's included, runs it.
    ignoreBuildErrors: process.env.TYPES_CHECKED === '1',
  },
  experimental: {
    // Redirects such as /Portfolio -> /portfolio differ only in case; matching must see it.
    caseSensitiveRoutes: true,
    // The public site and the admin have their own root layouts; unmatched URLs get the site's 404.
    globalNotFound: true,
    // The builds the tests make and throw away (the photo copy, analytics on, `.next-standalone`)
    // set TURBOPACK_CACHE=off: each is made once from nothing, and its cache was 178 MB of disk
    // written for no later build to read. Every other build keeps Next's default, the cache on.
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_CACHE !== 'off',
  },
  async headers() {
    return [
      ...headerRules({
        emailOrigin: env.emailjs.origin,
        siteUrl: env.siteUrl,
        development: process.env.NODE_ENV === 'development',
      }),
      ...inboxHeaderRules,
    ];
  },
  async redirects() {
    return [...redirects];
  },
  async rewrites() {
    return rewriteRules({ development: process.env.NODE_ENV === 'development' });
  },
};

/** The build's own tools: the photos' resized copies and the Urdu font's cut. */
interface BuildTools {
  buildNastaliqSubset: typeof import('./src/lib/fonts/nastaliq').buildNastaliqSubset;
  buildPictures: typeof import('./src/lib/images/build-pictures').buildPictures;
}

/**
 * The build's tools read every content file when loaded: a second of CPU, which a server start
 * (`next start`: `npm start`, every test server) and a build's workers (told by the variables
 * below that the work is done) have no use for. Next compiles this file's TypeScript imports only
 * while it loads the file, so they are required here, as it loads, rather than when the config
 * function runs.
 */
function loadBuildTools(): BuildTools | undefined {
  if (process.argv[2] === 'start') return undefined;
  if (process.env.URDU_FONT_READY === '1' && process.env.PICTURES_READY === '1') return undefined;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only where a build may use them (above) */
  return {
    buildNastaliqSubset: require('./src/lib/fonts/nastaliq').buildNastaliqSubset,
    buildPictures: require('./src/lib/images/build-pictures').buildPictures,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}
const buildTools = loadBuildTools();

/** The build's tools where the phase needs them; their absence there is a bug in loadBuildTools. */
function tools(phase: string): BuildTools {
  if (!buildTools) throw new Error(`[build] the build's tools were not loaded for the ${phase} phase`);
  return buildTools;
}

/**
 * Every `next build` (here, on a platform host, in the tests) first makes the photos' resized
 * copies, which the prerendered pages list, and the Urdu pages' font cut down to the letters they
 * use, which their layout loads; `next dev` makes the font too. Build workers load this file
 * again: the variables tell them it is done.
 */
export default async function config(phase: string): Promise<NextConfig> {
  const building = phase === PHASE_PRODUCTION_BUILD;
  // A platform host's disk keeps nothing: without DATABASE_URL every lead would be lost.
  const storeProblem = building ? platformStoreProblem() : undefined;
  if (storeProblem) throw new Error(`[build] ${storeProblem}`);
  if ((building || phase === PHASE_DEVELOPMENT_SERVER) && process.env.URDU_FONT_READY !== '1') {
    const font = await tools(phase).buildNastaliqSubset();
    console.log(
      `[fonts] Noto Nastaliq Urdu: ${font.characters} characters, ${(font.bytes / 1024).toFixed(1)} KB${font.reused ? ' (reused)' : ''}`,
    );
    process.env.URDU_FONT_READY = '1';
  }
  if (building && process.env.PICTURES_READY !== '1') {
    const stats = await tools(phase).buildPictures();
    console.log(
      `[pictures] ${stats.photos} photo(s): ${stats.encoded} cop(ies) made, ${stats.reused} reused (${stats.milliseconds} ms)`,
    );
    process.env.PICTURES_READY = '1';
  }
  return nextConfig;
}
