/**
 * A stop as the process managers stop the site, mid-delivery, on SQLite and on PostgreSQL: the
 * site started as `npm start` and as the container image's command (read from the Dockerfile, run
 * in the production install it makes: scripts/lib/standalone-install.mjs over the tests'
 * standalone build), each in a process group of its own, with 12 leads queued for a slow webhook
 * receiver (1.5 s a delivery). Once the first sends are at the receiver:
 * - a container engine's stop: SIGTERM to the first process only (npm, or node), a wait for it to
 *   exit, then SIGKILL to whatever is left;
 * - systemd's stop: SIGTERM to every process of the group, then the same.
 * The first process exits 0 after the server's graceful stop; restarted on the same store, every
 * lead is delivered exactly once. The four stops of one start run side by side. Then the install
 * itself: it serves the pages, the Urdu font, a photo at two widths, the inbox's sign-in, and runs
 * the `leads` command.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { connect, type Connection } from '@/lib/db/connection';
import { migrateToLatest } from '@/lib/db/migrate';
import { saveLead } from '@/lib/leads/store';
import { FORCE_EXIT_AFTER_MS } from '@/lib/server/shutdown';
import { imageRun, readDockerfile } from '@test-support/dockerfile';
import { createDatabase } from '@test-support/postgres';
import { startWebhookReceiver, type WebhookReceiver } from '@test-support/webhook-receiver';
import { ensureStandaloneBuild, eventually, STANDALONE_DIST_DIR } from '../instances-site';
import { CLEAN_SETTINGS, freePort, TEST_BUILD_DIR } from '../next-server';

const LEADS = 12;
const RECEIVER_DELAY_MS = 1_500;
const WEBHOOK_SECRET = 'deploy-stop-webhook-secret';
const AUTH_SECRET = 'deploy-stop-auth-secret-0123456789-abcdefghij';
/**
 * How long a stopped site has to exit: past the server's own limit (after which it exits 1, saying
 * the stop took too long), so a stop that hangs fails on the server's exit status and words, not
 * on which of two equal clocks a busy machine reads first.
 */
const STOP_LIMIT_MS = FORCE_EXIT_AFTER_MS + 10_000;
const START_LIMIT_MS = 90_000;
/** What the server says of requests it had to cut at the end of its grace (none of the test's may be). */
const CUT_REQUESTS = /still under way after .*, cut:/;
const ENGINES = ['sqlite', 'postgres'] as const;
const STOPS = ['first process', 'process group'] as const;
type Engine = (typeof ENGINES)[number];
type Stop = (typeof STOPS)[number];
type Start = 'npm start' | 'image';

interface Running {
  child: ChildProcess;
  origin: string;
  log: () => string;
  /** Adds a line of the test's own to the log, timed like the site's. */
  note: (line: string) => void;
  exited: Promise<number | null>;
}

let workDir: string;
let install: string;
let clusterUrl: string;
const image = imageRun(readDockerfile(readFileSync('Dockerfile', 'utf8')));
const groups = new Set<number>();
const connections: Connection[] = [];
const receivers: WebhookReceiver[] = [];
const rows: string[] = [];

/** As a container engine or systemd ends a unit: SIGKILL to every process left in the group. */
function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
  groups.delete(pid);
}

/** The site started as `start` in a process group of its own, ready once /api/health answers. */
async function launch(start: Start, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const common = {
    ...process.env,
    ...CLEAN_SETTINGS,
    ...env,
    BETTER_AUTH_URL: origin,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // npm start serves the build the test server made; the image runs its own command in the install.
  const child =
    start === 'npm start'
      ? spawn('npm', ['start'], {
          env: {
            ...common,
            PORT: String(port),
            HOST: '127.0.0.1',
            NEXT_DIST_DIR: TEST_BUILD_DIR,
            SKIP_BUILD_CHECK: '1',
          },
          detached: true,
          stdio: 'pipe',
        })
      : spawn(process.execPath, image.command!.slice(1), {
          cwd: install,
          env: { ...common, ...image.env, PORT: String(port), HOSTNAME: '127.0.0.1' },
          detached: true,
          stdio: 'pipe',
        });
  groups.add(child.pid!);
  // Each chunk with the milliseconds since the start: a failure shows when each line came.
  const startedAt = Date.now();
  let log = '';
  const keep = (chunk: Buffer) => (log += `[+${Date.now() - startedAt} ms] ${chunk.toString()}`);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await eventually(
    `${start} to answer /api/health`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${start} exited (${child.exitCode}):\n${log}`);
      return fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    START_LIMIT_MS,
  );
  return { child, origin, log: () => log, note: (line) => keep(Buffer.from(line)), exited };
}

/** SIGTERM as `stop` sends it, the first process's exit awaited, then the rest killed. */
async function stopAs(site: Running, stop: Stop): Promise<number | null | 'running'> {
  const pid = site.child.pid!;
  site.note(`${stop === 'first process' ? 'SIGTERM to the first process' : 'SIGTERM to the group'}\n`);
  process.kill(stop === 'first process' ? pid : -pid, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    site.exited,
    new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), STOP_LIMIT_MS))),
  ]);
  clearTimeout(timer);
  killGroup(pid);
  return code;
}

/** A migrated store with LEADS leads queued for the webhook, due now. */
async function seeded(engine: Engine, name: string, receiver: WebhookReceiver) {
  const file = path.join(workDir, `${name}.db`);
  const url = engine === 'postgres' ? await createDatabase(clusterUrl, name) : '';
  const store = connect(engine === 'sqlite' ? { engine, file } : { engine, url });
  connections.push(store);
  await migrateToLatest(store.db);
  const ids: string[] = [];
  for (let n = 0; n < LEADS; n += 1) {
    const fields = { name: `Lead ${n}`, email: `${name}-${n}@example.pk`, message: `${name} #${n}` };
    ids.push(
      (
        await saveLead(store.db, { form: 'contact', path: 'no-script', fields }, [
          { channel: 'webhook', dueAt: new Date() },
        ])
      ).id,
    );
  }
  const env = {
    ...(engine === 'sqlite' ? { SQLITE_PATH: file } : { DATABASE_URL: url }),
    BETTER_AUTH_SECRET: AUTH_SECRET,
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  return { store, ids, env };
}

/** One stop mid-delivery and a restart; the figures of the run, checked. */
async function stopMidDelivery(start: Start, engine: Engine, stop: Stop) {
  const receiver = await startWebhookReceiver(WEBHOOK_SECRET, { delayMs: RECEIVER_DELAY_MS });
  receivers.push(receiver);
  const name = `stop_${start === 'image' ? 'image' : 'npm'}_${engine}_${stop === 'first process' ? 'first' : 'group'}`;
  const { store, ids, env } = await seeded(engine, name, receiver);
  const kind = `${start}, ${stop}, ${engine}`;

  const first = await launch(start, env);
  await eventually(`${kind}: the first sends at the receiver`, () => receiver.received.length > 0, 30_000);
  const code = await stopAs(first, stop);
  expect(code, `${kind}:\n${first.log()}`).toBe(0);
  expect(first.log(), kind).toMatch(/\[server\] SIGTERM: stopping/);
  expect(first.log(), kind).toMatch(/\[server\] stopped/);
  expect(first.log(), kind).not.toMatch(CUT_REQUESTS);
  const atStop = await store.db.selectFrom('deliveries').select(['status', 'claimed_until']).execute();
  expect(
    atStop.filter((row) => row.claimed_until !== null),
    `${kind}: claims left at the stop`,
  ).toEqual([]);

  const second = await launch(start, env);
  await eventually(
    `${kind}: every lead at the receiver`,
    () => new Set(receiver.acceptedIds()).size === ids.length,
    60_000,
  );
  expect(await stopAs(second, stop), `${kind}:\n${second.log()}`).toBe(0);
  expect(second.log(), kind).not.toMatch(CUT_REQUESTS);

  const copies = new Map<string, number>();
  for (const hook of receiver.received)
    copies.set(hook.webhookId ?? '', (copies.get(hook.webhookId ?? '') ?? 0) + 1);
  const duplicates = [...copies.values()].filter((count) => count > 1).length;
  const done = await store.db.selectFrom('deliveries').select(['status', 'attempts']).execute();
  rows.push(
    `  ${kind.padEnd(40)}${String(ids.length).padStart(6)}${String(copies.size).padStart(11)}${String(duplicates).padStart(12)}`,
  );
  expect(duplicates, kind).toBe(0);
  for (const id of ids) expect(copies.get(id), `${kind}: copies of ${id}`).toBe(1);
  expect(
    done.map((row) => [row.status, Number(row.attempts)]),
    kind,
  ).toEqual(ids.map(() => ['delivered', 1]));
}

const everyStop = (start: Start) =>
  Promise.all(ENGINES.flatMap((engine) => STOPS.map((stop) => stopMidDelivery(start, engine, stop))));

// Building `.next-standalone` when the test build is not standalone takes minutes.
beforeAll(async () => {
  ensureStandaloneBuild();
  workDir = await mkdtemp(path.join(tmpdir(), 'deploy-stop-'));
  install = path.join(workDir, 'app');
  // The production install the Dockerfile's build stage makes, here from the tests' standalone build.
  const made = spawnSync(
    process.execPath,
    ['scripts/lib/standalone-install.mjs', STANDALONE_DIST_DIR, install],
    {
      stdio: 'inherit',
    },
  );
  if (made.status !== 0) throw new Error(`the production install failed (${made.status})`);
  clusterUrl = inject('postgresUrl');
}, 600_000);

afterAll(async () => {
  for (const pid of [...groups]) killGroup(pid);
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
  if (rows.length > 0)
    console.log(
      `[deploy-stop]\n  ${'start, stop, engine'.padEnd(40)}${'leads'.padStart(6)}${'delivered'.padStart(11)}${'duplicates'.padStart(12)}\n${rows.join('\n')}`,
    );
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('npm start: stopped mid-delivery by its first process or its group, each lead delivered once', async () => {
  await everyStop('npm start');
}, 240_000);

test("the image's command: stopped mid-delivery by its first process or its group, each lead delivered once", async () => {
  expect(image.command?.[0]).toBe('node');
  await everyStop('image');
}, 240_000);

test('the production install serves the site and runs the leads command', async () => {
  const receiver = await startWebhookReceiver(WEBHOOK_SECRET);
  receivers.push(receiver);
  const { env } = await seeded('sqlite', 'install', receiver);
  const site = await launch('image', env);
  try {
    for (const page of ['/', '/book', '/ur', '/admin/sign-in', '/portfolio/cedarwood-school-website']) {
      const response = await fetch(`${site.origin}${page}`);
      expect(response.status, page).toBe(200);
    }
    // The Urdu pages' font, cut down at build and copied with public/; the photos' copies likewise,
    // every width the build made.
    const made = readdirSync(path.join(install, 'public'), { recursive: true })
      .map(String)
      .filter((file) => /^_(fonts|img)\/.+\.\w+$/.test(file));
    expect(made.filter((file) => file.startsWith('_fonts/'))).not.toHaveLength(0);
    for (const file of made) expect((await fetch(`${site.origin}/${file}`)).status, file).toBe(200);
    // A photo of the content (a portfolio screenshot, a JPEG) at two of its widths: each a picture
    // of the width its name says, the smaller one lighter.
    const widths = made
      .map((file) =>
        /^_img\/portfolio\/cedarwood-school-website\/gallery\/3\/image\.[0-9a-f]{16}\.(\d+)\.webp$/.exec(
          file,
        ),
      )
      .filter((match): match is RegExpExecArray => match !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]));
    expect(widths.length).toBeGreaterThanOrEqual(2);
    const sizes = [];
    for (const [file, width] of [widths[0]!, widths.at(-1)!]) {
      const response = await fetch(`${site.origin}/${file}`);
      expect(response.headers.get('content-type'), file).toBe('image/webp');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect((await sharp(bytes).metadata()).width, file).toBe(Number(width));
      sizes.push(bytes.length);
    }
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    const page = await (await fetch(`${site.origin}/portfolio/cedarwood-school-website`)).text();
    expect(page).toContain(`/${widths[0]![0]} ${widths[0]![1]}w`);
    const leads = spawnSync(process.execPath, ['commands/leads.mjs', '--json'], {
      cwd: install,
      env: { ...process.env, ...CLEAN_SETTINGS, ...env },
      encoding: 'utf8',
    });
    expect(leads.status, leads.stderr).toBe(0);
    expect(leads.stdout.trim().split('\n')).toHaveLength(LEADS);
  } finally {
    expect(await stopAs(site, 'first process')).toBe(0);
  }
}, 120_000);
