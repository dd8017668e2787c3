/**
 * Counts of what went wrong (beacons refused, reports dropped), logged as one summary line at most
 * once per `everyMs`: a flood of bad beacons must not become a flood of log lines. The first count
 * is logged at once; later ones wait for the next count after the interval.
 */

const DEFAULT_EVERY_MS = 60_000;

export class Tally {
  readonly #what: string;
  readonly #log: (line: string) => void;
  readonly #everyMs: number;
  readonly #clock: () => number;
  #counts = new Map<string, number>();
  #loggedAt = Number.NEGATIVE_INFINITY;

  constructor(
    what: string,
    {
      log = console.warn,
      everyMs = DEFAULT_EVERY_MS,
      clock = Date.now,
    }: {
      log?: (line: string) => void;
      everyMs?: number;
      clock?: () => number;
    } = {},
  ) {
    this.#what = what;
    this.#log = log;
    this.#everyMs = everyMs;
    this.#clock = clock;
  }

  count(reason: string, times = 1): void {
    this.#counts.set(reason, (this.#counts.get(reason) ?? 0) + times);
    const now = this.#clock();
    if (now - this.#loggedAt < this.#everyMs) return;
    const parts = [...this.#counts].map(([name, count]) => `${count} ${name}`);
    this.#log(`[vitals] ${this.#what}: ${parts.join(', ')}`);
    this.#counts.clear();
    this.#loggedAt = now;
  }
}
