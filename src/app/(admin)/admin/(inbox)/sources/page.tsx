import type { Metadata } from 'next';
import { WeeklyChart } from '@/components/inbox/weekly-chart';
import { WeeklyTable } from '@/components/inbox/weekly-table';
import { requireMember } from '@/lib/auth/session';
import { db } from '@/lib/db/connection';
import { leadsSince } from '@/lib/inbox/sources';
import { firstWeekStart, weeklyFigures } from '@/lib/inbox/weeks';

export const metadata: Metadata = { title: 'What earns' };

export default async function SourcesPage() {
  await requireMember('/admin/sources');
  const now = new Date();
  const figures = weeklyFigures(await leadsSince(db(), firstWeekStart(now).toISOString()), now);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold">What earns</h1>
        <p className="text-muted">
          Leads and won leads per week by source, spam left out (weeks start on Monday, Pakistan time).
        </p>
      </div>
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4">
        <WeeklyChart figures={figures} />
      </section>
      <WeeklyTable figures={figures} />
    </div>
  );
}
