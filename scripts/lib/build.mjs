/** Builds the production site when there is no build or the sources changed since the last one. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, writeManifest } from './csp-manifest.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const sources = [
  'src',
  'public',
  'content',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  '.env',
  '.env.local',
  '.env.production',
];

/** The newest modification time of a file or of anything under a folder, 0 when it is missing. */
export function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when the build in `distDir` (NEXT_DIST_DIR or `.next` by default) is missing or older than a source. */
export function buildIsStale(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  // A build asked for as standalone (NEXT_OUTPUT) must have its server, even if the pages are current.
  if (
    process.env.NEXT_OUTPUT === 'standalone' &&
    !existsSync(path.join(root, distDir, 'standalone', 'server.js'))
  )
    return true;
  const builtAt = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** True when the build's CSP manifest is missing or was made for another build (see csp-manifest.mjs). */
function manifestIsStale(distDir) {
  const manifest = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(manifest)) return true;
  try {
    const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
    return JSON.parse(readFileSync(manifest, 'utf8')).buildId !== buildId;
  } catch {
    return true;
  }
}

/**
 * `next build`, then the hashes of every prerendered page's inline scripts, which the server's
 * Content-Security-Policy lists (scripts/lib/csp-manifest.mjs). Every build of the site goes
 * through here: `npm run build`, `npm start`, the tests' builds. Returns the exit status.
 */
export function build({ env = process.env, cwd = root } = {}) {
  const result = spawnSync(
    process.execPath,
    [path.join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
    {
      cwd,
      stdio: 'inherit',
      env,
    },
  );
  if (result.status !== 0) return result.status ?? 1;
  return hashPages(path.resolve(cwd, env.NEXT_DIST_DIR || '.next'));
}

function hashPages(distDir) {
  try {
    const manifest = writeManifest(distDir);
    console.log(
      `[csp] ${Object.keys(manifest.routes).length} prerendered page(s) hashed into ${path.join(distDir, MANIFEST_FILE)}`,
    );
    return 0;
  } catch (error) {
    console.error(
      `[csp] Could not hash the prerendered pages in ${distDir}: ${error instanceof Error ? error.message : error}`,
    );
    return 1;
  }
}

/**
 * Returns the exit status of the build, or 0 when the build was already current. Without
 * `distDir` it is the site's own build (NEXT_DIST_DIR or `.next`); with one, a second build of its
 * own (the analytics test build), made with `env` and leaving tsconfig.json as it was (`next build`
 * adds every build folder's types to it).
 */
export function ensureBuild({ env = process.env, distDir } = {}) {
  // The test runner has just built the site; its server must serve exactly that build.
  if (!distDir && process.env.SKIP_BUILD_CHECK === '1') return 0;
  if (!buildIsStale(distDir)) {
    // A build made by a bare `next build` has no manifest yet: the pages are current, hash them.
    const dist = path.join(root, distDir || process.env.NEXT_DIST_DIR || '.next');
    return manifestIsStale(dist) ? hashPages(dist) : 0;
  }
  console.log(
    `[build] No up-to-date production build${distDir ? ` in ${distDir}` : ''}: running next build.`,
  );
  return buildInto(distDir, env);
}

/**
 * `next build` into `distDir` with `env`, leaving tsconfig.json and next-env.d.ts as they were
 * (`next build` adds the folder's types to the one and points the other at them); without
 * `distDir`, the site's own build.
 */
function buildInto(distDir, env = process.env) {
  if (!distDir) return build({ env });
  const kept = ['tsconfig.json', 'next-env.d.ts']
    .map((name) => path.join(root, name))
    .filter((file) => existsSync(file))
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));
  const status = build({ env: { ...env, NEXT_DIST_DIR: distDir } });
  for (const { file, source } of kept) writeFileSync(file, source);
  return status;
}

/** What the command line asks for: `--always` builds even when current; `--dist-dir <dir>` where. */
export function parseBuildArgs(argv) {
  const at = argv.indexOf('--dist-dir');
  return { always: argv.includes('--always'), distDir: at === -1 ? undefined : argv[at + 1] };
}

// `node scripts/lib/build.mjs --dist-dir <dir>`: the same for another build folder, with the
// environment it is run with (the analytics tests build this way: Playwright cannot import this
// module into a spec). `--always` (`npm run build`, the admin test) builds even when current, into
// `--dist-dir` too when it is given.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { always, distDir } = parseBuildArgs(process.argv.slice(2));
  process.exit(always ? buildInto(distDir) : ensureBuild({ distDir }));
}
