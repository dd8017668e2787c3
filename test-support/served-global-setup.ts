/**
 * The browserless tier's global setup: the production test server (e2e/test-server.ts). `npm test`
 * starts it once for both tiers (E2E_BASE_URL tells where); run alone, this starts it, building
 * first when the build is missing or stale, and stops it at the end. A server already answering on
 * the port is reused.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_BASE_URL, testServerEnv } from '../e2e/test-server';

const START_TIMEOUT_MS = 600_000;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.E2E_BASE_URL ?? TEST_BASE_URL;
  if (await answers(url)) return async () => undefined;
  const root = path.resolve(__dirname, '..');
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...testServerEnv() },
  });
  const exited = new Promise<number>((resolve) => server.on('exit', (code) => resolve(code ?? 1)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (await answers(url)) break;
    const status = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 500))]);
    if (status !== undefined) throw new Error(`the test server stopped with status ${status}`);
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the test server did not answer on ${url} in ${START_TIMEOUT_MS / 1000} s`);
    }
  }
  return async () => {
    server.kill('SIGTERM');
    await exited;
  };
}
