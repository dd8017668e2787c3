import Link from 'next/link';
import { leadsHref, type LeadFilter } from '@/lib/inbox/filters';
import type { LeadPage } from '@/lib/inbox/queries';

interface PagerProps {
  filter: LeadFilter;
  page: Pick<LeadPage, 'newer' | 'older'>;
  /** The leads the filter holds (from the status counts). */
  total: number;
}

const LINK = 'button border border-ink-600';

/**
 * Newer and older pages of the list, keeping the filters: plain links whose address says where the
 * page starts (a lead's time and id), so they work without JavaScript and stay right as leads
 * arrive.
 */
export function Pager({ filter, page, total }: PagerProps) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        {total.toLocaleString('en-GB')} lead{total === 1 ? '' : 's'}, newest first
      </p>
      <div className="flex gap-2">
        {page.newer && (
          <>
            <Link href={leadsHref(filter)} className={LINK}>
              Newest
            </Link>
            <Link href={leadsHref(filter, { before: page.newer })} className={LINK}>
              Newer
            </Link>
          </>
        )}
        {page.older && (
          <Link href={leadsHref(filter, { after: page.older })} className={LINK}>
            Older
          </Link>
        )}
      </div>
    </nav>
  );
}
