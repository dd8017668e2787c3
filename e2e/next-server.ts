/**
 * `next start` on a production build, on 127.0.0.1 and a free port, for specs that need a server
 * of their own: the same build with other settings at run time (leads.spec.ts), or another build
 * (the analytics build, analytics-site.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The build the Playwright web server made (see playwright.config.ts). */
export const TEST_BUILD_DIR =
  process.env.NEXT_DIST_DIR || (process.env.E2E_PORT ? `.next-e2e-${PORT}` : '.next');
const SERVER_START_TIMEOUT_MS = 60_000;
/**
 * What the builds the tests make of their own are made with (the photo copy, analytics on,
 * `.next-standalone`). Their TypeScript is the checkout's (the photo copy changes content and
 * pictures, the analytics build one variable), which `npm run typecheck` checks: npm test runs it
 * before any build, and a lone `npm run test:e2e` leaves it to that command as it leaves lint to
 * `npm run lint`; so `next build` does not check it again. And none of them is built again from
 * where it stopped, so Turbopack keeps no cache of its work for them (next.config.ts).
 */
export const OWN_BUILD_ENV = { TYPES_CHECKED: '1', TURBOPACK_CACHE: 'off' } as const;
/**
 * As `npm start` (scripts/start.mjs): idle connections kept longer than a client keeps them, so a
 * test's `fetch` never reuses one the server has just closed when a loaded machine runs its
 * timers late (an ECONNRESET that is no fault of the site).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const POLL_MS = 200;

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface TestServer {
  port: number;
  origin: string;
  /** The server's process, e.g. to read its memory from /proc. */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the build in `distDir` with `env` on top of this process's environment (or what `env`
 * gives for the server's origin), and resolves once it answers (or, with a pattern, once its
 * output matches it).
 */
export async function startNextServer(
  distDir: string,
  env: Record<string, string> | ((origin: string) => Record<string, string>),
  waitFor: 'ready' | RegExp = 'ready',
): Promise<TestServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A function gets the server's own origin first (BETTER_AUTH_URL, for the inbox's sign-in).
  const settings = typeof env === 'function' ? env(origin) : env;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      NEXT_BIN,
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
      '--keepAliveTimeout',
      String(KEEP_ALIVE_TIMEOUT_MS),
    ],
    {
      env: { ...process.env, ...settings, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'pipe',
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log}`);
    if (waitFor instanceof RegExp ? waitFor.test(log) : await answers(origin))
      return { port, origin, pid: child.pid ?? 0, output: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await stop();
  throw new Error(`next start did not get ready in ${SERVER_START_TIMEOUT_MS} ms:\n${log}`);
}

/**
 * Every setting of the forms, their store and deliveries, blank unless a test gives it: Next.js
 * fills absent variables from .env.local (a developer's real keys) but leaves set ones alone.
 */
export const CLEAN_SETTINGS = Object.fromEntries(
  [
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_ORIGIN',
    'EMAILJS_PRIVATE_KEY',
    'FORM_RATE_LIMIT',
    'TRUST_PROXY',
    'OUTBOX_PATH',
    'DATABASE_URL',
    'SQLITE_PATH',
    'LEADS_WEBHOOK_URL',
    'LEADS_WEBHOOK_SECRET',
    'LEADS_RETENTION_DAYS',
    'WHATSAPP_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
    'WHATSAPP_API_ORIGIN',
  ].map((name) => [name, '']),
);
