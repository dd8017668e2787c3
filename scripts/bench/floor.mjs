/**
 * The floor: the bare Next.js app in bench/floor (one h1, one p), built and served with the
 * site's own next, react and react-dom, so the bench can say what the framework alone scores on
 * the same machine in the same run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, nextBin, root } from '../lib/build.mjs';
import { serve } from './server.mjs';

const FLOOR_DIR = path.join('bench', 'floor');
/** bench/floor/next.config.ts builds into the repository's .next-floor. */
const FLOOR_BUILD_ID = path.join(root, '.next-floor', 'BUILD_ID');

/** What the floor's build depends on (not the folder itself: the build writes and we remove a file there). */
const FLOOR_SOURCES = [
  ...['app', 'next.config.ts', 'instrumentation.ts', 'tsconfig.json'].map((entry) =>
    path.join(FLOOR_DIR, entry),
  ),
  'package-lock.json',
];

function floorIsStale() {
  if (!existsSync(FLOOR_BUILD_ID)) return true;
  const builtAt = statSync(FLOOR_BUILD_ID).mtimeMs;
  return FLOOR_SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Builds the floor when it has no build or changed since; returns the exit status. */
export function ensureFloorBuild() {
  if (!floorIsStale()) return 0;
  console.log('[floor] building bench/floor');
  const result = spawnSync(process.execPath, [nextBin, 'build', FLOOR_DIR], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  // next build writes bench/floor/next-env.d.ts (git-ignored), which imports the floor's route
  // types; the site's tsc reads every .ts file in the repository and would take them in too.
  rmSync(path.join(root, FLOOR_DIR, 'next-env.d.ts'), { force: true });
  return result.status ?? 1;
}

export async function startFloor({ port = 3301 } = {}) {
  if (ensureFloorBuild() !== 0) throw new Error('next build of bench/floor failed');
  return serve({ dir: FLOOR_DIR, port });
}
