/**
 * What this machine gives the tests today, in three figures printed at the start of `npm test`
 * (scripts/test.mjs), so that a run's time can be read against its host: the same suite took
 * 1,200 s on one day and 1,900 s on another, with the same code.
 *
 * - one core: the time of a fixed piece of JavaScript work, alone;
 * - both cores: how many times one core's work two threads get done when they run at once (2 on
 *   two whole cores; less when the two virtual cores share a physical one, or the host is busy);
 * - fresh memory: seconds per GiB to touch memory the process has just been given, which every new
 *   browser context, server and build pays for.
 */
import { Worker } from 'node:worker_threads';

/** About half a second of one core on this project’s machines. */
const WORK_STEPS = 100_000_000;
const PAGE_BYTES = 4096;
const MEMORY_BYTES = 256 * 1024 * 1024;

/** The loop's result is posted back, so the compiler cannot drop the loop. */
const WORK = `
const { parentPort, workerData } = require('node:worker_threads');
let x = 0;
for (let i = 0; i < workerData; i += 1) x = (x * 31 + i) | 0;
parentPort.postMessage(x);
`;

/** Runs the work in `threads` threads at once; resolves to the wall time of all of them, in ms. */
async function timeThreads(threads: number): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(WORK, { eval: true, workerData: WORK_STEPS });
          worker.once('message', () => resolve());
          worker.once('error', reject);
        }),
    ),
  );
  return performance.now() - started;
}

/** Seconds per GiB to write one byte into each page of memory just allocated. */
function freshMemorySecondsPerGiB(): number {
  const buffer = Buffer.allocUnsafeSlow(MEMORY_BYTES);
  const started = performance.now();
  for (let offset = 0; offset < MEMORY_BYTES; offset += PAGE_BYTES) buffer[offset] = 1;
  const seconds = (performance.now() - started) / 1000;
  return seconds / (MEMORY_BYTES / 2 ** 30);
}

export interface HostSpeed {
  oneCoreMs: number;
  /** One core's work done per unit of time with two threads, over one thread's. */
  twoCoresScale: number;
  freshMemorySecondsPerGiB: number;
}

/** The three figures; a warm-up run first, so the work's compilation is not timed. */
export async function measureHost(): Promise<HostSpeed> {
  await timeThreads(1);
  const oneCoreMs = await timeThreads(1);
  const twoCoresMs = await timeThreads(2);
  return {
    oneCoreMs: Math.round(oneCoreMs),
    twoCoresScale: Math.round(((2 * oneCoreMs) / twoCoresMs) * 100) / 100,
    freshMemorySecondsPerGiB: Math.round(freshMemorySecondsPerGiB() * 100) / 100,
  };
}

/** One line for a log, each fraction with two decimals so lines from different runs line up. */
export function describeHost({ oneCoreMs, twoCoresScale, freshMemorySecondsPerGiB }: HostSpeed): string {
  return (
    `this host: one core did the fixed work in ${oneCoreMs} ms; both cores at once did ` +
    `${twoCoresScale.toFixed(2)} × one core's; fresh memory took ${freshMemorySecondsPerGiB.toFixed(2)} s per GiB to touch`
  );
}
