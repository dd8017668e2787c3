/**
 * Deliveries through faults, on SQLite and on PostgreSQL (the two engines side by side, each
 * engine's tests in order), each with servers of its own on the test build and a slow webhook
 * receiver (RECEIVER_DELAY_MS a request, so sends are in flight when the fault strikes). Leads are
 * seeded straight into the store, queued for the webhook:
 * - SIGTERM mid-batch: the server stops cleanly (exit 0, its stop lines), the sends in flight are
 *   finished and recorded, the rest given back; restarted on the same store, every lead is
 *   delivered exactly once.
 * - SIGKILL mid-batch: nothing is recorded for the sends in flight; once their claims run out,
 *   every lead is delivered, and only those sends go twice, under the same `webhook-id`.
 * - Two instances whose clocks are CLOCK_SKEW_MS apart on one store: claims and leases run on the
 *   database's clock, so no lead is claimed twice.
 * After a fault the restarted server sends to a receiver that answers at once (the CRM back to its
 * pace): what the two receivers got together is each lead's copies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, inject, test } from 'vitest';
import { connect, type Connection } from '@/lib/db/connection';
import type { DatabaseConfig } from '@/lib/db/config';
import { migrateToLatest } from '@/lib/db/migrate';
import { CLAIM_BATCH, CLAIM_LEASE_MS } from '@/lib/leads/deliveries';
import { saveLead } from '@/lib/leads/store';
import { createDatabase } from '@test-support/postgres';
import {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '@test-support/webhook-receiver';
import { eventually } from '../instances-site';
import { CLEAN_SETTINGS, freePort, TEST_BUILD_DIR } from '../next-server';

const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const SKEWED_CLOCK = path.join(process.cwd(), 'test-support', 'skewed-clock.cjs');
const WEBHOOK_SECRET = 'faults-spec-webhook-secret';
// A server on DATABASE_URL refuses to start without it; given on SQLite too, so no key file is made.
const AUTH_SECRET = 'faults-spec-auth-secret-0123456789-abcdefghij';

/** A slow CRM: long enough that a stop always finds sends in flight. */
const RECEIVER_DELAY_MS = 1_500;
/** The worker's sends at once (CONCURRENT_SENDS in src/lib/leads/pass.ts, not exported). */
const CONCURRENT_SENDS = 4;
/** The shutdown's grace for the sends in flight (SHUTDOWN_GRACE_MS, 20 s) and a margin to exit. */
const STOP_LIMIT_MS = 25_000;
const SERVER_START_TIMEOUT_MS = 60_000;
const POLL_MS = 200;
/** Far enough apart that a lease read on either machine's own clock (2 minutes) would be wrong. */
const CLOCK_SKEW_MS = 5 * 60_000;
const SKEWED_LEADS = 100;
/** A time long gone, for a claim whose lease has run out. */
const LONG_AGO = '2000-01-01T00:00:00.000Z';
/** The figures table's first column. */
const KIND_WIDTH = 36;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

interface Site {
  child: ChildProcess;
  origin: string;
  log: () => string;
  exited: Promise<Exit>;
}

/**
 * `next start` on the test build with `env`, ready once /api/health answers (the database is up
 * and the worker started). Spawned here rather than by next-server.ts, whose `stop()` hides the
 * exit code and which cannot SIGKILL.
 */
async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      env: {
        ...process.env,
        ...env,
        BETTER_AUTH_URL: origin,
        NEXT_DIST_DIR: TEST_BUILD_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: 'pipe',
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const site = { child, origin, log: () => log, exited };
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      await response.text();
      if (response.ok) return site;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`next start did not get ready in ${SERVER_START_TIMEOUT_MS} ms:\n${log}`);
}

/** Sends `signal` and waits up to `limitMs` for the exit; 'running' if it has not come. */
async function signalAndWait(site: Site, signal: NodeJS.Signals, limitMs: number) {
  const asked = Date.now();
  site.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const exit = await Promise.race([
    site.exited,
    new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), limitMs))),
  ]);
  clearTimeout(timer);
  return { exit, tookMs: Date.now() - asked };
}

/** Kills what a failed test left running. */
function killLeftovers(sites: Site[]) {
  for (const site of sites)
    if (site.child.exitCode === null && site.child.signalCode === null) site.child.kill('SIGKILL');
}

const countBy = <T>(items: readonly T[]) => {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
};

/** The copies the receiver got of each lead, by the body's lead id. */
function copiesByLead(received: readonly ReceivedWebhook[]): Map<string, ReceivedWebhook[]> {
  const copies = new Map<string, ReceivedWebhook[]>();
  for (const hook of received) copies.set(hook.body.id, [...(copies.get(hook.body.id) ?? []), hook]);
  return copies;
}

interface Row {
  kind: string;
  leads: number;
  delivered: number;
  duplicates: number;
}

/** A server start on a busy machine, the batch at the slow receiver, and the restart's sends. */
const FAULT_TEST_MS = 120_000;
/** Two servers at once, and a hundred leads at the slow receiver's pace. */
const SKEW_TEST_MS = 240_000;

/** Everything `receivers` got, each receiver's in the order it got them. */
const receivedBy = (receivers: readonly WebhookReceiver[]) => receivers.flatMap((each) => each.received);
/** The lead ids `receivers` answered 2xx. */
const acceptedBy = (receivers: readonly WebhookReceiver[]) =>
  new Set(receivers.flatMap((each) => each.acceptedIds()));

for (const engine of ['sqlite', 'postgres'] as const) {
  // The engines side by side (each a suite of its own, run concurrently), each engine's tests in
  // order, so one table holds the engine's figures and a failure does not hide the next result.
  describe.concurrent(`deliveries through faults on ${engine}`, () => {
    let dir: string;
    const rows: Row[] = [];
    const sites: Site[] = [];
    const receivers: WebhookReceiver[] = [];
    const connections: Connection[] = [];

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'faults-test-'));
    });

    afterEach(async () => {
      killLeftovers(sites.splice(0));
      await Promise.all(receivers.splice(0).map((each) => each.close()));
      await Promise.all(connections.splice(0).map((connection) => connection.close()));
    });

    afterAll(async () => {
      // The run's figures, in its output.
      const table = [
        `  ${'kind'.padEnd(KIND_WIDTH)}${'leads'.padStart(6)}${'delivered'.padStart(11)}${'duplicates'.padStart(12)}`,
        ...rows.map(
          (row) =>
            `  ${row.kind.padEnd(KIND_WIDTH)}${String(row.leads).padStart(6)}${String(row.delivered).padStart(11)}${String(row.duplicates).padStart(12)}`,
        ),
      ];
      if (rows.length > 0) console.log(`[faults ${engine}]\n${table.join('\n')}`);
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    /** A webhook receiver for this test, answering `delayMs` after each request. */
    async function receiverFor(delayMs: number) {
      const receiver = await startWebhookReceiver(WEBHOOK_SECRET, { delayMs });
      receivers.push(receiver);
      return receiver;
    }

    /**
     * `count` leads saved into `store`, queued for the webhook, due now; their ids. One
     * transaction: on SQLite this process waits for the file's one writer synchronously (the
     * driver's busy timeout blocks the thread), and the receivers answer from this process, so a
     * hundred separate writes racing two running servers could hold their answers up past the
     * servers' send timeout, which then sends again what the receiver had already taken.
     */
    async function seedLeads(store: Connection, name: string, count: number) {
      return store.db.transaction().execute(async (trx) => {
        const ids: string[] = [];
        const due = new Date();
        for (let n = 0; n < count; n += 1) {
          const { id } = await saveLead(
            trx,
            {
              form: 'contact',
              path: 'no-script',
              fields: { name: `Lead ${n}`, email: `${name}-${n}@example.pk`, message: `${name} #${n}` },
            },
            [{ channel: 'webhook', dueAt: due }],
          );
          ids.push(id);
        }
        return ids;
      });
    }

    /** A new, migrated store with `count` leads queued for the webhook, due now. */
    async function seededStore(name: string, count: number) {
      const config: DatabaseConfig =
        engine === 'sqlite'
          ? { engine, file: path.join(dir, `${name}.db`) }
          : { engine, url: await createDatabase(inject('postgresUrl'), `faults_${name}`) };
      const store = connect(config);
      connections.push(store);
      await migrateToLatest(store.db);
      const ids = await seedLeads(store, name, count);
      /** The server's settings on this store, sending to `receiver`. */
      const env = (receiver: WebhookReceiver) => ({
        ...CLEAN_SETTINGS,
        ...(config.engine === 'sqlite' ? { SQLITE_PATH: config.file } : { DATABASE_URL: config.url }),
        BETTER_AUTH_SECRET: AUTH_SECRET,
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      });
      return { store, ids, env };
    }

    const launch = async (env: Record<string, string>) => {
      const site = await startSite(env);
      sites.push(site);
      return site;
    };

    /** The webhook deliveries and the number of attempts recorded on each. */
    async function deliveryRows(store: Connection) {
      const deliveries = await store.db
        .selectFrom('deliveries')
        .select(['id', 'lead_id', 'status', 'attempts', 'claimed_until'])
        .where('channel', '=', 'webhook')
        .execute();
      const recorded = countBy(
        (await store.db.selectFrom('delivery_attempts').select('delivery_id').execute()).map(
          (attempt) => attempt.delivery_id,
        ),
      );
      return deliveries.map((delivery) => ({ ...delivery, recorded: recorded.get(delivery.id) ?? 0 }));
    }

    const allAccepted = (ids: readonly string[], by: readonly WebhookReceiver[]) => () => {
      const accepted = acceptedBy(by);
      return ids.every((id) => accepted.has(id));
    };

    test.sequential(
      'SIGTERM mid-batch: the sends in flight are recorded, the rest given back, each lead delivered once',
      async ({ expect }) => {
        const slow = await receiverFor(RECEIVER_DELAY_MS);
        const prompt = await receiverFor(0);
        const both = [slow, prompt];
        const { store, ids, env } = await seededStore('sigterm', CLAIM_BATCH);
        const first = await launch(env(slow));
        await eventually('the first sends at the receiver', () => slow.received.length > 0, 30_000);

        // Requests the receiver still holds: the stop must wait for their answers and record them.
        const answered = new Set(slow.acceptedIds());
        const inFlight = slow.received.map((hook) => hook.body.id).filter((id) => !answered.has(id));
        const { exit, tookMs } = await signalAndWait(first, 'SIGTERM', STOP_LIMIT_MS);
        expect(exit, first.log()).toEqual({ code: 0, signal: null });
        expect(tookMs).toBeLessThan(STOP_LIMIT_MS);
        expect(first.log()).toMatch(/\[server\] SIGTERM: stopping/);
        expect(first.log()).toMatch(/\[server\] stopped/);

        // Stopped mid-batch: what the receiver took is recorded delivered; the rest is pending and
        // unclaimed, free for the next pass without waiting for the lease.
        const atStop = await deliveryRows(store);
        const acceptedAtStop = new Set(slow.acceptedIds());
        expect(inFlight.length).toBeGreaterThan(0);
        for (const id of inFlight)
          expect(acceptedAtStop.has(id), `${id} answered before the exit`).toBe(true);
        expect(acceptedAtStop.size).toBeLessThan(ids.length);
        for (const delivery of atStop) {
          expect(delivery.status).toBe(acceptedAtStop.has(delivery.lead_id) ? 'delivered' : 'pending');
          expect(delivery.claimed_until).toBeNull();
        }
        expect(first.log()).not.toMatch(/still on its way|took too long|finished after its claim ran out/);

        const second = await launch(env(prompt));
        await eventually('every lead at the receivers', allAccepted(ids, both), 60_000);
        expect((await signalAndWait(second, 'SIGTERM', STOP_LIMIT_MS)).exit).toEqual({
          code: 0,
          signal: null,
        });

        const received = receivedBy(both);
        const perWebhookId = countBy(received.map((hook) => hook.webhookId));
        for (const id of ids) expect(perWebhookId.get(id), `copies of ${id}`).toBe(1);
        expect(received).toHaveLength(ids.length);
        expect(received.every((hook) => hook.signatureValid && hook.standardValid)).toBe(true);
        const done = await deliveryRows(store);
        expect(done).toHaveLength(ids.length);
        for (const delivery of done) {
          expect(delivery.status).toBe('delivered');
          expect(delivery.attempts).toBe(1);
          expect(delivery.recorded).toBe(1);
        }
        rows.push({
          kind: `SIGTERM (${inFlight.length} held, exit in ${(tookMs / 1000).toFixed(1)} s)`,
          leads: ids.length,
          delivered: perWebhookId.size,
          duplicates: 0,
        });
      },
      FAULT_TEST_MS,
    );

    test.sequential(
      'SIGKILL mid-batch: every lead delivered, only the sends in flight twice, under one webhook-id',
      async ({ expect }) => {
        const slow = await receiverFor(RECEIVER_DELAY_MS);
        const prompt = await receiverFor(0);
        const both = [slow, prompt];
        const { store, ids, env } = await seededStore('sigkill', CLAIM_BATCH);
        const first = await launch(env(slow));
        await eventually('the first sends at the receiver', () => slow.received.length > 0, 30_000);

        // Requests the receiver holds unanswered: the killed server can have recorded none of them.
        const answered = new Set(slow.acceptedIds());
        const inFlight = slow.received.map((hook) => hook.body.id).filter((id) => !answered.has(id));
        const { exit } = await signalAndWait(first, 'SIGKILL', STOP_LIMIT_MS);
        expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
        expect(inFlight.length).toBeGreaterThan(0);

        // The killed claims hold their rows for the lease (2 minutes on the database's clock)...
        const afterKill = await deliveryRows(store);
        const held = afterKill.filter((delivery) => delivery.status === 'pending' && delivery.claimed_until);
        expect(held.length).toBeGreaterThan(0);
        for (const delivery of held) {
          const leftMs = Date.parse(delivery.claimed_until!) - Date.now();
          expect(leftMs).toBeGreaterThan(0);
          expect(leftMs).toBeLessThanOrEqual(CLAIM_LEASE_MS);
        }
        // ...which this plays running out, rather than waiting two minutes.
        await store.db
          .updateTable('deliveries')
          .set({ claimed_until: LONG_AGO })
          .where('status', '=', 'pending')
          .where('claimed_until', 'is not', null)
          .execute();

        const second = await launch(env(prompt));
        await eventually('every lead at the receivers', allAccepted(ids, both), 60_000);
        expect((await signalAndWait(second, 'SIGTERM', STOP_LIMIT_MS)).exit).toEqual({
          code: 0,
          signal: null,
        });

        const received = receivedBy(both);
        const copies = copiesByLead(received);
        const duplicated = [...copies].filter(([, hooks]) => hooks.length > 1);
        expect(new Set(copies.keys())).toEqual(new Set(ids));
        // Only a send not yet recorded at the kill goes again: at most one per lane, and at least
        // every one the receiver was still holding.
        expect(duplicated.length).toBeLessThanOrEqual(CONCURRENT_SENDS);
        for (const id of inFlight) expect(copies.get(id)?.length, `copies of ${id}`).toBe(2);
        for (const [id, hooks] of duplicated) {
          expect(hooks).toHaveLength(2);
          // The receiver can drop the second copy by the id it already has.
          for (const hook of hooks) expect(hook.webhookId).toBe(id);
        }
        expect(received.every((hook) => hook.signatureValid && hook.standardValid)).toBe(true);
        const done = await deliveryRows(store);
        expect(done).toHaveLength(ids.length);
        for (const delivery of done) {
          expect(delivery.status).toBe('delivered');
          // A killed send left no attempt: the one recorded is the send that was answered and recorded.
          expect(delivery.attempts).toBe(1);
          expect(delivery.recorded).toBe(1);
        }
        rows.push({
          kind: `SIGKILL (${inFlight.length} held at the kill)`,
          leads: ids.length,
          delivered: copies.size,
          duplicates: duplicated.length,
        });
      },
      FAULT_TEST_MS,
    );

    test.sequential(
      `two instances ${CLOCK_SKEW_MS / 60_000} minutes apart deliver each lead once`,
      async ({ expect }) => {
        const receiver = await receiverFor(RECEIVER_DELAY_MS);
        const { store, env } = await seededStore('skew', 0);
        const skewedEnv = {
          ...env(receiver),
          CLOCK_SKEW_MS: String(CLOCK_SKEW_MS),
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${SKEWED_CLOCK}`.trim(),
        };
        // Both running before the leads come: on a busy machine one server can be ready many
        // seconds after the other, long enough for the first to send everything alone. The leads,
        // at the slow receiver's pace, outlast a pass interval, so both passes find some to claim.
        const instances = await Promise.all([launch(env(receiver)), launch(skewedEnv)]);
        const ids = await seedLeads(store, 'skew', SKEWED_LEADS);
        // Two servers on one SQLite file share its one writer: on a busy machine they take turns
        // slowly. What they said goes with a failure.
        const logs = () =>
          instances.map((each, n) => `--- instance ${n}:\n${each.log().slice(-3_000)}`).join('\n');
        await eventually('every lead at the receiver', allAccepted(ids, [receiver]), 150_000).catch(
          (error: Error) => {
            throw new Error(`${error.message} (${acceptedBy([receiver]).size} of ${ids.length})\n${logs()}`);
          },
        );
        for (const instance of instances) {
          expect((await signalAndWait(instance, 'SIGTERM', STOP_LIMIT_MS)).exit).toEqual({
            code: 0,
            signal: null,
          });
        }

        const perWebhookId = countBy(receiver.received.map((hook) => hook.webhookId));
        expect(receiver.received, logs()).toHaveLength(ids.length);
        for (const id of ids) expect(perWebhookId.get(id), `copies of ${id}`).toBe(1);
        expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
        // No instance took a row over from the other while it was sending.
        for (const instance of instances)
          expect(instance.log(), 'an instance log').not.toMatch(/finished after its claim ran out/);
        const done = await deliveryRows(store);
        expect(done).toHaveLength(ids.length);
        for (const delivery of done) {
          expect(delivery.status).toBe('delivered');
          expect(delivery.attempts).toBe(1);
          expect(delivery.recorded).toBe(1);
        }
        // The skew reached `next start`'s process: the webhooks it sent are stamped minutes ahead of
        // the leads' receipt, and both instances took a share.
        const ahead = (hook: ReceivedWebhook) =>
          Date.parse(hook.body.sent_at) - Date.parse(hook.body.received_at) > CLOCK_SKEW_MS / 2;
        const bySkewed = receiver.received.filter(ahead).length;
        expect(bySkewed, 'webhooks sent by the skewed instance').toBeGreaterThan(0);
        expect(bySkewed, 'webhooks sent by the skewed instance').toBeLessThan(ids.length);
        rows.push({
          kind: `skew ${CLOCK_SKEW_MS / 60_000} min (${bySkewed}/${ids.length - bySkewed})`,
          leads: ids.length,
          delivered: perWebhookId.size,
          duplicates: receiver.received.length - perWebhookId.size,
        });
      },
      SKEW_TEST_MS,
    );
  });
}
