/**
 * This process's vitals queue and its daily clean-up: the write-behind queue (./write-behind.ts)
 * the endpoint hands each beacon's rows to, made on first use over the process's connection and
 * flushed every FLUSH_INTERVAL_MS; started at start-up (src/instrumentation.ts), which also
 * deletes the rows older than VITALS_RETENTION_DAYS then and every day after (./store.ts); and
 * flushed by the graceful stop (src/lib/server/shutdown.ts) after the HTTP server has stopped
 * taking beacons and before the database closes. Kept on `globalThis`, so the route's bundle and
 * the start-up hook share one queue. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import { db } from '@/lib/db/connection';
import type { Database } from '@/lib/db/schema';
import { VITALS_RETENTION_DAYS } from './metrics';
import type { VitalRow } from './report';
import { deleteExpiredVitals, insertVitals } from './store';
import { Tally } from './tally';
import { WriteBehind } from './write-behind';

/** Reports (one metric of one page view) that may wait for the database at once. */
export const QUEUE_CAPACITY = 10_000;
/** Rows per INSERT: a few hundred page views in one statement and one sync to disk. */
export const BATCH_SIZE = 500;
export const FLUSH_INTERVAL_MS = 2_000;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Longest error text logged: a driver's first line, cut. */
const MAX_LOGGED_ERROR = 200;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, MAX_LOGGED_ERROR);

interface Vitals {
  queue: WriteBehind<VitalRow>;
  stopPruning?: () => void;
}

const globalKey = Symbol.for('lahore-agency-site.vitals');
type Holder = { [globalKey]?: Vitals };

/** Reports lost to a full queue or a refused write, summed in the log at most once a minute. */
const lost = new Tally('reports not kept');

function vitals(open: () => Kysely<Database> = db): Vitals {
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    const queue = new WriteBehind<VitalRow>({
      capacity: QUEUE_CAPACITY,
      batchSize: BATCH_SIZE,
      intervalMs: FLUSH_INTERVAL_MS,
      write: (rows) => insertVitals(open(), rows),
      onError: (error, count) => lost.count(`not written (${errorText(error)})`, count),
    });
    queue.start();
    holder[globalKey] = { queue };
  }
  return holder[globalKey];
}

/** Queues one beacon's rows; false when the queue is full (they are dropped and counted). */
export function queueVitals(rows: readonly VitalRow[]): boolean {
  const taken = vitals().queue.push(rows);
  if (!taken) lost.count('dropped, the queue being full', rows.length);
  return taken;
}

/** Starts the queue and the daily deletion of old rows (once per process). */
export function startVitals(open: () => Kysely<Database>): void {
  const state = vitals(open);
  if (state.stopPruning) return;
  const prune = async () => {
    try {
      const deleted = await deleteExpiredVitals(open());
      if (deleted > 0) {
        console.log(`[vitals] deleted ${deleted} report(s) older than ${VITALS_RETENTION_DAYS} days`);
      }
    } catch (error) {
      console.error(`[vitals] old reports could not be deleted: ${errorText(error)}`);
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), MS_PER_DAY);
  timer.unref();
  state.stopPruning = () => clearInterval(timer);
}

/** Writes what is queued and stops the timers: the graceful stop. Resolves at once where none runs. */
export async function stopVitals(): Promise<void> {
  const state = (globalThis as Holder)[globalKey];
  if (!state) return;
  state.stopPruning?.();
  await state.queue.stop();
}
