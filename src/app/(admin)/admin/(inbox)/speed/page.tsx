import type { Metadata } from 'next';
import { SpeedRoutes } from '@/components/inbox/speed-routes';
import { SpeedSummary } from '@/components/inbox/speed-summary';
import { SpeedTrend } from '@/components/inbox/speed-trend';
import { requireMember } from '@/lib/auth/session';
import { db } from '@/lib/db/connection';
import { loadSpeedReport } from '@/lib/vitals/figures';
import { MIN_VISITS, TREND_WEEKS, WINDOW_DAYS } from '@/lib/vitals/speed-report';

export const metadata: Metadata = { title: 'Speed' };

/** Real visitors' Core Web Vitals (src/lib/vitals), for every member. */
export default async function SpeedPage() {
  await requireMember('/admin/speed');
  const report = await loadSpeedReport(db());
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">Speed</h1>
        <p className="text-muted">
          How fast the site is for real visitors, measured in their browsers: the 75th percentile (p75) of
          each measure over the last {WINDOW_DAYS} days ({report.since} to {report.until}, UTC), rated by
          Google&apos;s thresholds. Three in four visits were at least this fast.
        </p>
        <p className="text-sm text-muted">
          Figures from fewer than {MIN_VISITS} visits are held back: only their number is shown. Visitors
          whose browser asks not to be tracked are not measured.
        </p>
      </div>
      <SpeedSummary site={report.site} />
      <SpeedRoutes routes={report.routes} />
      <div className="grid gap-2">
        <SpeedTrend trend={report.trend} />
        <p className="text-sm text-muted">
          The last {TREND_WEEKS} weeks, Monday to Sunday (UTC); the current week so far.
        </p>
      </div>
    </div>
  );
}
