/**
 * Where browsers report Content-Security-Policy violations (`report-uri` and `report-to` in the
 * policy, `Reporting-Endpoints` in the headers): each is logged as one line, at most
 * REPORTS_PER_WINDOW a minute per visitor address (src/lib/security/csp-report.ts).
 */
import { serverEnv } from '@/env';
import { createReportLimiter, receiveReports } from '@/lib/security/csp-report';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** One count per process: a report is only logged, so each instance counting on its own is enough. */
const allow = createReportLimiter();

export function POST(request: Request): Promise<Response> {
  return receiveReports(request, allow, serverEnv().trustProxy);
}
