import { currentMember } from '@/lib/auth/session';
import { connection } from '@/lib/db/connection';
import { parseFilter } from '@/lib/inbox/filters';
import { exportBatches } from '@/lib/inbox/export';
import { leadsCsvStream } from '@/lib/leads/csv';

export const dynamic = 'force-dynamic';

/**
 * The leads the inbox's current filter shows, as CSV (every page), streamed a batch at a time so
 * an export of any size holds one batch in memory; 401 without a session.
 */
export async function GET(request: Request): Promise<Response> {
  const member = await currentMember(request.headers);
  if (!member) {
    return new Response('Sign in to the lead inbox first.\n', {
      status: 401,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const filter = parseFilter(Object.fromEntries(new URL(request.url).searchParams));
  const { db, engine } = connection();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsvStream(exportBatches(db, engine, filter)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
