/**
 * What every form endpoint is given (the contact and subscribe forms, their confirmation, the
 * booking form and its links): the server's settings, the endpoint's own limit per client address,
 * the store, and in tests a time of their own.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import type { RateLimiter } from '@/lib/http/rate-limit';

export interface EndpointDeps {
  server: ServerEnv;
  /** This endpoint's own count of sends per client address. */
  limiter: RateLimiter;
  /** The store; throws when the database cannot be opened. */
  db?: () => Kysely<Database>;
  /** A test's time for everything, the store's too; else the app's clock, and the database's for the store. */
  now?: () => Date;
}
