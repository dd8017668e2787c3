/**
 * The deliveries' back-off: how long a failed delivery waits before it is tried again, and when
 * it gives up. Used by the queue (./deliveries.ts). Pure.
 */

/** How long a failed delivery waits before each retry: after the 1st failure 1 minute, and so on. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000] as const;

/** The first attempt and one per retry; a delivery that fails the last is marked `failed`. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long a delivery that has now failed `attempts` times waits, or undefined when it has no retry left. */
export function retryDelayMs(attempts: number): number | undefined {
  return attempts < MAX_ATTEMPTS ? RETRY_DELAYS_MS[attempts - 1] : undefined;
}

/** When a delivery that has now failed `attempts` times is next due, or null when it has no retry left. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = retryDelayMs(attempts);
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
