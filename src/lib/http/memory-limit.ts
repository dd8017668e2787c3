/**
 * A per-address count kept in this process's memory (rate-limiter-flexible; each address's count
 * is forgotten when its window ends), for what needs no shared count: analytics events and CSP
 * reports, where a second instance counting on its own lets through at most twice as many.
 * The forms' limits are counted in the database instead (./rate-limit.ts). Server only.
 */
import 'server-only';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Says whether a visitor may do one more now, counting it. */
export type MemoryLimit = (client: string) => Promise<boolean>;

export function memoryLimit({
  points,
  durationSeconds,
  name,
}: {
  points: number;
  durationSeconds: number;
  name: string;
}): MemoryLimit {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: name });
  return (client) =>
    limiter.consume(client).then(
      () => true,
      (rejection: unknown) => {
        // Over the limit, rate-limiter-flexible rejects with the count, not an Error.
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      },
    );
}
