/**
 * `GET /api/health`: 200 `ok` while the database answers, 503 when it does not; for a load
 * balancer or an uptime check. Never cached, never prerendered, and it tells nothing of the set-up.
 */
import { db } from '@/lib/db/connection';
import { databaseAnswers } from '@/lib/db/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const ok = await databaseAnswers(db);
  return new Response(ok ? 'ok' : 'unavailable', {
    status: ok ? 200 : 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
