/** Builds when needed and serves the production site on loopback for measuring. */
import { spawn } from 'node:child_process';
import { ensureBuild, nextBin, root } from '../lib/build.mjs';
import { MEASURED_PAGES } from './config.mjs';

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

export async function startServer({ port = 3300 } = {}) {
  const status = ensureBuild();
  if (status !== 0) throw new Error('next build failed');
  const child = spawn(
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, 60_000);
  // A production server has served its pages before anyone measures them: load each one first.
  for (const page of MEASURED_PAGES) await fetch(origin + page).then((response) => response.text());
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
