import Link from 'next/link';
import type { LeadStatus } from '@/lib/db/schema';
import { LEAD_STATUSES, countOf, leadsHref, type LeadFilter, type StatusChoice } from '@/lib/inbox/filters';

interface StatusTabsProps {
  filter: LeadFilter;
  counts: Record<LeadStatus, number>;
}

const LABELS: Record<StatusChoice, string> = {
  open: 'All but spam',
  all: 'Everything',
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Counts per status under the other filters (one grouped query); each one a link to that status. */
export function StatusTabs({ filter, counts }: StatusTabsProps) {
  const choices: StatusChoice[] = ['open', ...LEAD_STATUSES, 'all'];
  return (
    <nav aria-label="Status" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 py-1">
        {choices.map((choice) => {
          const current = filter.status === choice;
          return (
            <li key={choice}>
              <Link
                href={leadsHref({ ...filter, status: choice })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm whitespace-nowrap ${current ? 'border-accent bg-accent text-on-accent' : 'border-ink-600 hover:bg-ink-800'}`}
              >
                {LABELS[choice]}
                <span className="tabular-nums opacity-80">{countOf(choice, counts)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
