import type { Metadata } from 'next';
import { LeadFilters } from '@/components/inbox/lead-filters';
import { LeadList } from '@/components/inbox/lead-list';
import { Pager } from '@/components/inbox/pager';
import { StatusTabs } from '@/components/inbox/status-tabs';
import { requireMember } from '@/lib/auth/session';
import { connection } from '@/lib/db/connection';
import { countOf, filterParams, leadsHref, parseFilter, parsePosition } from '@/lib/inbox/filters';
import { listLeads, statusCounts } from '@/lib/inbox/queries';
import { sourceChoices } from '@/lib/inbox/sources';

export const metadata: Metadata = { title: 'Leads' };

interface LeadsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LeadsPage({ searchParams }: LeadsPageProps) {
  const params = await searchParams;
  const filter = parseFilter(params);
  const position = parsePosition(params);
  await requireMember(leadsHref(filter, position));
  const { db, engine } = connection();
  const [page, counts, sources] = await Promise.all([
    listLeads(db, engine, filter, position),
    statusCounts(db, engine, filter),
    sourceChoices(db),
  ]);
  const exportQuery = filterParams(filter).toString();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        <a
          href={`/api/inbox/export${exportQuery ? `?${exportQuery}` : ''}`}
          className="button border border-ink-600 text-sm"
          download
        >
          Export CSV
        </a>
      </div>
      {params.deleted === '1' && (
        <p role="status" className="rounded-lg bg-ink-800 p-3 text-sm">
          The lead was deleted.
        </p>
      )}
      <LeadFilters filter={filter} sources={sources} />
      <StatusTabs filter={filter} counts={counts} />
      <LeadList leads={page.leads} />
      <Pager filter={filter} page={page} total={countOf(filter.status, counts)} />
    </div>
  );
}
