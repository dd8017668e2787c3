/**
 * A bounded write-behind queue: the endpoint answers the beacon as soon as its rows are queued
 * (in this process's memory), and the queue writes them to the database in batches, every
 * `intervalMs`, as soon as a batch is full, and once more when the server stops. The beacon never
 * waits on the database; what waits is bounded: past `capacity` rows the newest beacons are
 * dropped whole and counted, and a batch the database refuses is dropped and counted (these are
 * statistics; a lost minute under an outage changes no p75 worth keeping the memory for).
 */

export interface WriteBehindOptions<T> {
  /** Rows that may wait at once. */
  capacity: number;
  /** Rows written per statement. */
  batchSize: number;
  intervalMs: number;
  write: (batch: T[]) => Promise<void>;
  /** Told of a batch that could not be written (it is not tried again). */
  onError?: (error: unknown, lost: number) => void;
}

export interface WriteBehindCounts {
  pending: number;
  written: number;
  /** Rows refused because the queue was full. */
  dropped: number;
  /** Rows of batches the database refused. */
  failed: number;
}

export class WriteBehind<T> {
  readonly #options: WriteBehindOptions<T>;
  #pending: T[] = [];
  #flushing: Promise<void> | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #written = 0;
  #dropped = 0;
  #failed = 0;

  constructor(options: WriteBehindOptions<T>) {
    this.#options = options;
  }

  /**
   * Queues one beacon's rows, all or none: false (and counted as dropped) when they do not fit.
   * A full batch starts a write at once rather than at the next tick.
   */
  push(rows: readonly T[]): boolean {
    const { capacity, batchSize } = this.#options;
    if (this.#pending.length + rows.length > capacity) {
      this.#dropped += rows.length;
      return false;
    }
    this.#pending.push(...rows);
    if (this.#pending.length >= batchSize) void this.flush();
    return true;
  }

  /** Writes everything queued so far, in batches; one write runs at a time. */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    if (this.#pending.length === 0) return;
    this.#flushing = this.#drain().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #drain(): Promise<void> {
    const { batchSize, write, onError } = this.#options;
    while (this.#pending.length > 0) {
      const batch = this.#pending.splice(0, batchSize);
      try {
        await write(batch);
        this.#written += batch.length;
      } catch (error) {
        this.#failed += batch.length;
        onError?.(error, batch.length);
      }
    }
  }

  /** Flushes every `intervalMs`; the timer never keeps the process alive. */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), this.#options.intervalMs);
    this.#timer.unref?.();
  }

  /** Stops the timer and writes what is left (the graceful stop, before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }

  counts(): WriteBehindCounts {
    return {
      pending: this.#pending.length,
      written: this.#written,
      dropped: this.#dropped,
      failed: this.#failed,
    };
  }
}
