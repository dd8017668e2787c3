/**
 * Where browsers report Content-Security-Policy violations (`report-uri` and `report-to` in the
 * policy, `Reporting-Endpoints` in the headers): each is logged as one line (src/lib/security/csp-report.ts).
 */
import { serverEnv } from '@/env';
import { clientAddress } from '@/lib/intake/client-address';
import { createReportLimiter, formatViolation, parseReports, readCapped } from '@/lib/security/csp-report';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const allow = createReportLimiter();

export async function POST(request: Request): Promise<Response> {
  if (!allow(clientAddress(request.headers, serverEnv().trustProxy))) return new Response(null, { status: 429 });
  const body = await readCapped(request);
  if (body === undefined) return new Response(null, { status: 413 });
  for (const violation of parseReports(body, request.headers.get('content-type') ?? '')) {
    console.warn(formatViolation(violation));
  }
  return new Response(null, { status: 204 });
}
