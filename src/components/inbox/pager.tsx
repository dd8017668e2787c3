import Link from 'next/link';
import { filterParams, type LeadFilter } from '@/lib/inbox/filters';

interface PagerProps {
  filter: LeadFilter;
  page: number;
  pages: number;
  total: number;
}

/** Newer and older pages of the list, keeping the filters. */
export function Pager({ filter, page, pages, total }: PagerProps) {
  const href = (to: number) => {
    const params = filterParams(filter, { page: to }).toString();
    return `/admin/leads${params ? `?${params}` : ''}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted">
        {total} lead{total === 1 ? '' : 's'} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 && (
          <Link href={href(page - 1)} className="button border border-ink-600">
            Newer
          </Link>
        )}
        {page < pages && (
          <Link href={href(page + 1)} className="button border border-ink-600">
            Older
          </Link>
        )}
      </div>
    </nav>
  );
}
