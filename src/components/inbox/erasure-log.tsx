import type { AuditEntry } from '@/lib/inbox/changes';
import { formatTime } from './format';

interface ErasureLogProps {
  erasures: AuditEntry[];
}

/** The audit of erased leads, newest first: who, when, which lead id (nothing of the lead). */
export function ErasureLog({ erasures }: ErasureLogProps) {
  if (erasures.length === 0) return <p className="text-sm text-muted">No lead has been erased.</p>;
  return (
    <ol className="grid gap-1 text-sm">
      {erasures.map((entry) => (
        <li key={entry.id}>
          {formatTime(entry.at)}: {entry.by_name} erased lead{' '}
          <code className="break-all">{entry.lead_id}</code>
        </li>
      ))}
    </ol>
  );
}
