/**
 * The standalone output (NEXT_OUTPUT=standalone): `<distDir>/standalone/server.js` with `public/`
 * and the static files copied beside it as Next.js's docs say, run with plain `node` and no
 * repository around it. It serves pages, opens the embedded database (libsql's native binary
 * must have been copied in), stores a lead sent to it and delivers it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { connect, type Connection } from '@/lib/db/connection';
import { saveLead } from '@/lib/leads/store';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import {
  CLEAN_SETTINGS,
  ensureStandaloneBuild,
  eventually,
  sendEmbedded,
  STANDALONE_DIST_DIR,
} from '../instances-site';
import { freePort } from '../next-server';

const SECRET = 'standalone-secret';
const standalone = path.join(process.cwd(), STANDALONE_DIST_DIR, 'standalone');

let child: ChildProcess | undefined;
let log = '';
let origin: string;
let dataDir: string;
let receiver: WebhookReceiver;
let store: Connection;

/**
 * `server.js` run with plain `node` from `cwd`, another folder, so nothing of the repository (its
 * node_modules, .env files) is at hand; on `port`, with `env` beside the clean settings.
 */
function spawnStandalone(cwd: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(standalone, 'server.js')], {
    cwd,
    env: {
      ...process.env,
      ...CLEAN_SETTINGS,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: 'pipe',
  });
}

/** Stops the server started before all, if it still runs. */
async function stopServer() {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

// Building `.next-standalone` when the test build is not standalone takes minutes.
beforeAll(async () => {
  ensureStandaloneBuild();
  // What Next.js's docs have a deployment copy in: the public folder and the built static files.
  for (const [from, to] of [
    ['public', 'public'],
    [path.join(STANDALONE_DIST_DIR, 'static'), path.join(STANDALONE_DIST_DIR, 'static')],
  ] as const) {
    rmSync(path.join(standalone, to), { recursive: true, force: true });
    cpSync(from, path.join(standalone, to), { recursive: true });
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'standalone-data-'));
  receiver = await startWebhookReceiver(SECRET);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawnStandalone(dataDir, port, {
    TRUST_PROXY: '1',
    SQLITE_PATH: path.join(dataDir, 'site.db'),
    OUTBOX_PATH: path.join(dataDir, 'outbox.jsonl'),
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await eventually(
    'the standalone server to answer',
    async () => {
      if (child?.exitCode !== null) throw new Error(`server.js exited (${child?.exitCode}):\n${log}`);
      return fetch(`${origin}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      );
    },
    60_000,
  );
  store = connect({ engine: 'sqlite', file: path.join(dataDir, 'site.db') });
}, 600_000);

afterAll(async () => {
  await stopServer();
  await store?.close();
  await receiver?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('carries what it needs: the database drivers and libsql native binary', () => {
  expect(existsSync(path.join(standalone, 'node_modules', 'libsql'))).toBe(true);
  expect(existsSync(path.join(standalone, 'node_modules', '@libsql', 'linux-x64-gnu'))).toBe(true);
  expect(existsSync(path.join(standalone, 'node_modules', 'pg'))).toBe(true);
});

test('serves pages and their static files', async () => {
  const response = await fetch(`${origin}/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  expect((await fetch(`${origin}${script}`)).status).toBe(200);
  expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
});

test('opens the embedded database and delivers a lead stored in it', async () => {
  expect(log).toContain('[leads]');
  const { id } = await saveLead(
    store.db,
    { form: 'subscribe', path: 'embedded', fields: { email: 'standalone@example.pk' } },
    [{ channel: 'webhook', dueAt: new Date() }],
  );
  await eventually('the webhook', () => receiver.acceptedIds().includes(id), 30_000);
  expect(receiver.received.find((hook) => hook.leadId === id)?.signatureValid).toBe(true);
});

test('stores a lead sent to it', async () => {
  const email = `standalone-${Date.now()}@example.pk`;
  expect(await sendEmbedded(origin, '10.78.0.1', email)).toBe(200);
  const lead = await store.db
    .selectFrom('leads')
    .select(['id', 'email', 'form'])
    .where('email', '=', email)
    .executeTakeFirst();
  expect(lead).toMatchObject({ email, form: 'contact' });
  await eventually('the webhook', () => receiver.acceptedIds().includes(lead!.id), 30_000);
});

/** Where the server keeps its sign-in key: server.js works in its own folder. */
const keyFile = path.join(standalone, '.data', 'auth-secret');

test('keeps its sign-in key beside server.js, readable by its user only', () => {
  expect(readFileSync(keyFile, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  expect(statSync(keyFile).mode & 0o777).toBe(0o600);
});

// Last: it stops the server above, which works in the same folder.
test('stops at start-up, naming the file, when its kept sign-in key is empty', async () => {
  await stopServer();
  const kept = readFileSync(keyFile);
  const folder = await mkdtemp(path.join(tmpdir(), 'standalone-emptykey-'));
  try {
    writeFileSync(keyFile, '\n', { mode: 0o600 });
    const port = await freePort();
    const broken = spawnStandalone(folder, port, { SQLITE_PATH: path.join(folder, 'site.db') });
    let output = '';
    broken.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    broken.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        broken.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      broken.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, output).toBe(1);
    expect(output).toContain(`${keyFile} holds a key of 0 bytes`);
    // Nothing was made in its place: the owner decides.
    expect(readFileSync(keyFile, 'utf8')).toBe('\n');
  } finally {
    writeFileSync(keyFile, kept, { mode: 0o600 });
    await rm(folder, { recursive: true, force: true });
  }
}, 90_000);
