/**
 * The delivery loop: every instance of the server runs one (./delivery-service.ts). Every 15
 * seconds, and at once when woken (a lead was stored), it runs a pass (./pass.ts) until nothing is
 * due. Stopping takes no new claims, waits (bounded) for the sends in flight to be recorded, and
 * gives back what was claimed but not sent, so another instance (or this one, restarted) sends it
 * without waiting for the lease to run out. Server only.
 */
import 'server-only';
import type { Connection } from '@/lib/db/connection';
import { deliverDue, type PassOptions } from './pass';

/** How often an idle worker looks for due deliveries (retries fall due between wake-ups). */
export const DELIVERY_INTERVAL_MS = 15_000;

export interface DeliveryWorker {
  /** Looks for due work now (or right after the pass under way). */
  wake(): void;
  /**
   * No further passes; resolves once the pass under way has finished (its sends recorded, its
   * unsent rows given back), or after `graceMs` if it has not.
   */
  stop(graceMs?: number): Promise<'stopped' | 'timed out'>;
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
    async stop(graceMs = Infinity) {
      stopped = true;
      clearTimeout(timer);
      let timeout: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        (running ?? Promise.resolve()).then(() => 'stopped' as const),
        new Promise<'timed out'>((resolve) => {
          if (Number.isFinite(graceMs)) timeout = setTimeout(() => resolve('timed out'), graceMs);
        }),
      ]);
      clearTimeout(timeout);
      for (const resolve of waiting.splice(0)) resolve();
      return outcome;
    },
    idle() {
      if (!running && !again) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
