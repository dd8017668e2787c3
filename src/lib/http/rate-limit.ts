/**
 * The form endpoints' rate limit: at most `limit` sends per client address in a 10-minute window,
 * counted in the database (rate-limiter-flexible over the `rate_limits` table the migrations make),
 * so every instance of the site enforces one limit. The endpoints a visitor sends something through
 * (the contact and subscribe forms on every path, and the booking form) share one budget per
 * address, so switching forms buys no extra sends; the others (confirmations, outcome reports, form
 * tokens, a booking's own link) count apart. The window starts at an address's first send and ends
 * 10 minutes later; sends refused meanwhile do not move it, and cost no write: once an address has
 * used its budget, this process refuses it from memory until the window ends. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type Sqlite from 'libsql';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { Connection } from '@/lib/db/connection';
import type { Database } from '@/lib/db/schema';

/** The spec's window: sends are counted over 10 minutes. */
export const FORM_RATE_WINDOW_MS = 10 * 60 * 1000;
const MS_PER_SECOND = 1000;
/** The table the migrations make for rate-limiter-flexible (src/lib/db/migrations). */
const TABLE = 'rate_limits';

export interface RateLimitDecision {
  allowed: boolean;
  /** How long until the next send would be accepted (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /**
   * Counts one send by `client`; refused when over the limit. Rejects when the database cannot
   * be reached (the caller then stores nothing either).
   */
  take(client: string): Promise<RateLimitDecision>;
}

/** Which form endpoint a limit counts: each has its own count per address. */
export type FormEndpointName =
  'sdk-send' | 'no-script' | 'no-script-confirm' | 'leads' | 'outcome' | 'challenge' | 'book' | 'book-manage';

/** The endpoints that share one budget of sends per visitor. */
export const SEND_ENDPOINTS: ReadonlySet<FormEndpointName> = new Set(['sdk-send', 'no-script', 'leads', 'book']);

/** The count an endpoint's sends go into: the shared budget, or the endpoint's own. */
export function budgetOf(endpoint: FormEndpointName): string {
  return SEND_ENDPOINTS.has(endpoint) ? 'form:send' : `form:${endpoint}`;
}

export interface StoreRateLimiterOptions {
  limit: number;
  endpoint: FormEndpointName;
  windowMs?: number;
}

/**
 * A limiter counting in `open()`'s database, opened on the first send (so a database that cannot
 * be opened fails that send, not the server).
 */
export function storeRateLimiter(
  open: () => Connection,
  { limit, endpoint, windowMs = FORM_RATE_WINDOW_MS }: StoreRateLimiterOptions,
): RateLimiter {
  let consume: ((key: string) => Promise<RateLimiterRes>) | undefined;

  function consumer(): (key: string) => Promise<RateLimiterRes> {
    const { engine, client, db } = open();
    const options = {
      points: limit,
      duration: windowMs / MS_PER_SECOND,
      keyPrefix: budgetOf(endpoint),
      tableName: TABLE,
      tableCreated: true,
      // From the send that uses the budget up, this process refuses the address from memory until
      // the window ends (rate-limiter-flexible blocks for what is left of it): a flood of refused
      // sends writes nothing to the store.
      inMemoryBlockOnConsumed: limit,
    };
    if (engine === 'postgres') {
      const limiter = new RateLimiterPostgres({ ...options, storeClient: client as pg.Pool });
      return (key) => limiter.consume(key);
    }
    const limiter = new RateLimiterSQLite({
      ...options,
      storeClient: client as Sqlite.Database,
      storeType: 'better-sqlite3',
    });
    return (key) => exclusively(db, () => limiter.consume(key));
  }

  return {
    async take(client) {
      consume ??= consumer();
      try {
        await consume(client);
        return { allowed: true, retryAfterMs: 0 };
      } catch (rejection) {
        // Over the limit: rate-limiter-flexible rejects with the count, not an Error.
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterMs: Math.max(0, rejection.msBeforeNext) };
        }
        throw rejection;
      }
    },
  };
}

/**
 * Runs `work` on the SQLite handle while Kysely holds it: the limiter's own transaction (a plain
 * BEGIN on the shared handle) must not start while one of Kysely's is open on it.
 */
function exclusively<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(() => work());
}
