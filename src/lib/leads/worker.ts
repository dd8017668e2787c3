/**
 * The delivery worker: every instance of the server runs one. Every 15 seconds, and at once when
 * `wakeDeliveries()` is called (after a lead is saved), it claims the due deliveries
 * (./deliveries.ts), sends each (e-mail through EmailJS's REST API, or the signed webhook),
 * records the attempt and takes the next batch until nothing is due. Claims keep instances from
 * sending one delivery twice; a claim whose instance was killed runs out and the work is taken up
 * again. Started by src/instrumentation.ts after the migrations, never during `next build`;
 * stopped on SIGTERM. Its log lines carry ids and counts only, never a lead's fields.
 */
import type { ServerEnv } from '@/env';
import type { Connection } from '@/lib/db/connection';
import type { Delivery, Lead } from '@/lib/db/schema';
import { forwardToEmailJs } from '@/lib/email/forward';
import { serverCanEmail } from './channels';
import {
  CLAIM_BATCH,
  claimDueDeliveries,
  finishDelivery,
  MAX_ATTEMPTS,
  releaseClaims,
  type AttemptOutcome,
  type ClaimOptions,
} from './deliveries';
import { leadFields } from './store';
import { postWebhook } from './webhook';

/** How often an idle worker looks for due deliveries (retries fall due between wake-ups). */
export const DELIVERY_INTERVAL_MS = 15_000;
/** Sends one worker has in flight at once. */
const CONCURRENT_SENDS = 4;

export interface SendOptions {
  server: ServerEnv;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

/** The lead's e-mail through EmailJS's REST API: its stored fields as the template's parameters. */
export async function sendLeadEmail(
  lead: Lead,
  { server, fetch: send = fetch, timeoutMs }: SendOptions,
): Promise<AttemptOutcome> {
  if (!serverCanEmail(server, lead.form)) {
    return {
      ok: false,
      error:
        'the server cannot send e-mail: EMAILJS_PRIVATE_KEY, the EmailJS ids or the template are not set',
    };
  }
  // forwardToEmailJs says why in words; the status is taken from the answer on the way through.
  let httpStatus: number | undefined;
  const result = await forwardToEmailJs(
    {
      form: lead.form,
      fields: leadFields(lead),
      settings: server.emailjs,
      privateKey: server.emailjsPrivateKey ?? '',
    },
    {
      timeoutMs,
      fetch: async (input, init) => {
        const response = await send(input, init);
        httpStatus = response.status;
        return response;
      },
    },
  );
  return result.ok ? { ok: true, httpStatus } : { ok: false, httpStatus, error: result.reason };
}

export function sendDelivery(delivery: Delivery, lead: Lead, options: SendOptions): Promise<AttemptOutcome> {
  if (delivery.channel === 'email') return sendLeadEmail(lead, options);
  const url = options.server.leadsWebhookUrl;
  if (!url) return Promise.resolve({ ok: false, error: 'LEADS_WEBHOOK_URL is not set' });
  return postWebhook(
    { url, secret: options.server.leadsWebhookSecret, lead, now: options.now?.() },
    { fetch: options.fetch, timeoutMs: options.timeoutMs },
  );
}

export interface PassOptions extends SendOptions, Omit<ClaimOptions, 'now'> {
  /** Asked before each send: once true, the rest of the batch is given back unsent. */
  stopping?: () => boolean;
}

export interface PassResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

/** One claim and its sends. */
export async function deliverBatch(connection: Connection, options: PassOptions): Promise<PassResult> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueDeliveries(connection.db, connection.engine, {
    now: now(),
    limit: options.limit,
    leaseMs: options.leaseMs,
  });
  const result: PassResult = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0 };
  const queue = [...claimed];
  const unsent: Delivery[] = [];
  async function lane() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (options.stopping?.()) {
        unsent.push(next.delivery);
        continue;
      }
      const outcome = await sendDelivery(next.delivery, next.lead, options);
      const finished = await finishDelivery(connection.db, next.delivery, outcome, now());
      if (!finished.stillClaimed) {
        console.warn(`[leads] delivery ${next.delivery.id} finished after its claim ran out`);
      } else if (finished.status === 'delivered') result.delivered += 1;
      else if (finished.status === 'failed') {
        result.failed += 1;
        console.error(
          `[leads] ${next.delivery.channel} delivery ${next.delivery.id} of lead ${next.lead.id} failed ` +
            `for good after ${MAX_ATTEMPTS} attempts${outcome.httpStatus ? ` (last answer ${outcome.httpStatus})` : ''}`,
        );
      } else result.retrying += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SENDS, claimed.length) }, lane));
  if (unsent.length > 0) await releaseClaims(connection.db, unsent);
  return result;
}

/** Claims and sends until nothing is due (or `stopping`), and totals the batches. */
export async function deliverDue(connection: Connection, options: PassOptions): Promise<PassResult> {
  const total: PassResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const batch = await deliverBatch(connection, options);
    total.claimed += batch.claimed;
    total.delivered += batch.delivered;
    total.retrying += batch.retrying;
    total.failed += batch.failed;
    // A short batch means nothing more is due; a full one, that more may be. Rows that failed are
    // due again only after their back-off, so the loop never takes them twice.
    if (batch.claimed < (options.limit ?? CLAIM_BATCH) || options.stopping?.()) return total;
  }
}

export interface DeliveryWorker {
  /** Looks for due work now (or right after the pass under way). */
  wake(): void;
  /** No further passes; resolves once the pass under way has finished or given its rows back. */
  stop(): Promise<void>;
  /** Resolves when no pass is running and none is asked for (tests). */
  idle(): Promise<void>;
}

export interface WorkerOptions extends PassOptions {
  intervalMs?: number;
}

export function startDeliveryWorker(connection: Connection, options: WorkerOptions): DeliveryWorker {
  const intervalMs = options.intervalMs ?? DELIVERY_INTERVAL_MS;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const waiting: (() => void)[] = [];

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
    // The timer alone never keeps the process alive.
    timer.unref();
  };

  async function pass() {
    try {
      const result = await deliverDue(connection, { ...options, stopping: () => stopped });
      if (result.claimed > 0) {
        console.log(
          `[leads] deliveries: ${result.delivered} delivered, ${result.retrying} to retry, ${result.failed} failed`,
        );
      }
    } catch (error) {
      // The database unreachable, say: the next pass tries again. The message names no lead.
      console.error(
        `[leads] delivery pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass().finally(() => {
      running = undefined;
      if (again && !stopped) {
        again = false;
        wake();
        return;
      }
      schedule(intervalMs);
      for (const resolve of waiting.splice(0)) resolve();
    });
  }

  schedule(0);
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      for (const resolve of waiting.splice(0)) resolve();
    },
    idle() {
      if (!running && !again) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** The start-up lines: which channels deliver, and a warning for an unsigned webhook. Never a secret or a path. */
export function deliveryStartupMessages(server: ServerEnv): { info: string[]; warnings: string[] } {
  const channels: string[] = [];
  if (serverCanEmail(server, 'contact') || serverCanEmail(server, 'subscribe')) {
    channels.push(`e-mail through EmailJS (${server.emailjs.origin})`);
  }
  if (server.leadsWebhookUrl) channels.push(`the webhook at ${new URL(server.leadsWebhookUrl).host}`);
  const info = [
    channels.length > 0
      ? `[leads] delivering each stored lead by ${channels.join(' and ')}, retried on failure`
      : '[leads] no delivery channel: leads are kept in the database only',
  ];
  const warnings =
    server.leadsWebhookUrl && !server.leadsWebhookSecret
      ? [
          '[leads] LEADS_WEBHOOK_SECRET not set: the webhook is sent unsigned, so its receiver cannot tell it came from this site',
        ]
      : [];
  return { info, warnings };
}

const globalKey = Symbol.for('lahore-agency-site.delivery-worker');
type Holder = { [globalKey]?: DeliveryWorker };

/**
 * Starts this process's worker (once), on the process's connection and settings, and stops it on
 * SIGTERM and SIGINT. Kept on `globalThis`, so a route's bundle reaches the same worker.
 */
export function startDeliveries(connection: Connection, server: ServerEnv): DeliveryWorker {
  const holder = globalThis as Holder;
  if (holder[globalKey]) return holder[globalKey];
  const { info, warnings } = deliveryStartupMessages(server);
  for (const line of info) console.log(line);
  for (const line of warnings) console.warn(line);
  const worker = startDeliveryWorker(connection, { server });
  holder[globalKey] = worker;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // Next.js's own handler closes the server and exits; this one stops taking new work meanwhile
    // and gives back what it claimed but had not sent.
    process.once(signal, () => void worker.stop());
  }
  return worker;
}

/**
 * Tells this process's worker a lead was just saved, so its deliveries go out now rather than at
 * the next tick. Does nothing where no worker runs (tests, scripts).
 */
export function wakeDeliveries(): void {
  (globalThis as Holder)[globalKey]?.wake();
}
