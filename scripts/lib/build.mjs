/** Builds the production site when there is no build or the sources changed since the last one. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID');
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

export function buildIsStale() {
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Returns the exit status of the build, or 0 when the build was already current. */
export function ensureBuild({ env = process.env } = {}) {
  // The test runner has just built; its server must serve exactly that build.
  if (process.env.SKIP_BUILD_CHECK === '1' || !buildIsStale()) return 0;
  console.log('[build] No up-to-date production build: running next build.');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}
