/**
 * EmailJS mode: the browser says how its send to EmailJS went (`sent` or `failed`). The work is in
 * src/lib/intake/hand-off-endpoint.ts.
 */
import { serverEnv } from '@/env';
import { receiveOutcome } from '@/lib/intake/hand-off-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function POST(
  request: Request,
  context: RouteContext<'/api/leads/[id]/outcome'>,
): Promise<Response> {
  const { id } = await context.params;
  return receiveOutcome(request, id, { server: serverEnv() });
}
