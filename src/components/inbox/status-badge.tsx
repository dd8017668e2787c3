import type { LeadStatus } from '@/lib/db/schema';

const DOT: Record<LeadStatus, string> = {
  new: 'bg-status-new',
  contacted: 'bg-status-contacted',
  won: 'bg-status-won',
  lost: 'bg-status-lost',
  spam: 'bg-status-spam',
};

interface StatusBadgeProps {
  status: LeadStatus;
}

/** A status in words, with its colour as a dot beside them (never colour alone). */
export function StatusBadge({ status }: StatusBadgeProps) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-ink-600 px-2 py-0.5 text-xs font-medium capitalize">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[status]}`} />
      {status}
    </span>
  );
}
