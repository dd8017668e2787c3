/** Serves a production build on loopback for measuring: the site, or the floor (floor.mjs). */
import { spawn } from 'node:child_process';
import { ensureBuild, nextBin, root } from '../lib/build.mjs';
import { MEASURED_PAGES } from './config';

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * `next start` on 127.0.0.1:`port` for the app in `dir` (relative to the repository), once it
 * answers and has served each of `warm` (a production server has served its pages before anyone
 * measures them).
 */
export async function serve({ dir = '.', port, warm = ['/'], env = {} }) {
  const child = spawn(
    process.execPath,
    [nextBin, 'start', dir, '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, 60_000);
  for (const page of warm) await fetch(origin + page).then((response) => response.text());
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Builds the site when needed and serves it, its measured pages served once each. */
export async function startServer({ port = 3300, pages = MEASURED_PAGES } = {}) {
  const status = ensureBuild();
  if (status !== 0) throw new Error('next build failed');
  return serve({ port, warm: pages });
}
