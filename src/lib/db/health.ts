/**
 * Whether the database answers: a trivial query, given a few seconds. For `GET /api/health`, which
 * a load balancer or an uptime check asks; it says nothing of the configuration.
 */
import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Longer than this and the store counts as down: a health check must answer quickly. */
export const HEALTH_TIMEOUT_MS = 3_000;

export async function databaseAnswers(
  open: () => Kysely<Database>,
  timeoutMs: number = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = (async () => {
    const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(open());
    return Number(rows[0]?.answer) === 1;
  })().catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
