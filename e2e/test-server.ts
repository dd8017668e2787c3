/**
 * The production server every test tier reads: the browser specs (playwright.config.ts) and the
 * browserless tier (vitest.served.config.ts) fetch from the same `node scripts/start.mjs`, started
 * once by `npm test` (scripts/test.mjs) or, run alone, by the tier that needs it first.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const TEST_PORT = Number(process.env.E2E_PORT ?? 3100);
export const TEST_BASE_URL = `http://127.0.0.1:${TEST_PORT}`;

/** The test server's settings, beside the environment it inherits. */
export function testServerEnv(port = TEST_PORT): Record<string, string> {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
    // Each test that sends gives its own X-Forwarded-For, so the per-address limit (5 sends
    // in 10 minutes) counts it alone.
    TRUST_PROXY: '1',
    // The server's database for the test run, apart from the real one (the inbox's tests add
    // their member to it).
    SQLITE_PATH: '.data/e2e-site.db',
    // The inbox's sign-in trusts this origin (the test server's own; http, so no Secure cookies).
    BETTER_AUTH_URL: baseURL,
    // A test server on a non-default port gets its own build, so runs can overlap.
    ...(process.env.E2E_PORT && !process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: `.next-e2e-${port}` } : {}),
  };
}

/** How long the server may take to answer: `npm start` builds first when the build is stale. */
const START_TIMEOUT_MS = 600_000;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

export interface StartedTestServer {
  /** Stops the server (nothing when it was already running and is only reused). */
  stop(): Promise<void>;
}

/**
 * The production test server (`node scripts/start.mjs` with testServerEnv), started and awaited
 * until it answers; one already answering on the port is reused and left running. `env` is added
 * to the inherited environment (SKIP_BUILD_CHECK=1 when the caller has just built).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<StartedTestServer> {
  if (await answers(TEST_BASE_URL)) return { stop: async () => undefined };
  const root = path.resolve(__dirname, '..');
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...testServerEnv(), ...env },
  });
  const kill = () => server.kill('SIGTERM');
  process.on('exit', kill);
  const exited = new Promise<number>((resolve) => server.on('exit', (code) => resolve(code ?? 1)));
  const stop = async () => {
    process.off('exit', kill);
    if (server.exitCode === null) kill();
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(TEST_BASE_URL))) {
    const status = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 250))]);
    if (status !== undefined) throw new Error(`the test server stopped with status ${status}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the test server did not answer on ${TEST_BASE_URL} in ${START_TIMEOUT_MS / 1000} s`);
    }
  }
  return { stop };
}
