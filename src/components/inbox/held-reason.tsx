import type { LeadSummary } from '@/lib/inbox/queries';

interface HeldReasonProps {
  lead: Pick<LeadSummary, 'status' | 'spamReason'>;
}

/** Why a lead is held, in the spam view's rows: each named reason on its own line. */
export function HeldReason({ lead }: HeldReasonProps) {
  if (lead.status !== 'spam' || !lead.spamReason) return null;
  return (
    <div className="mt-2 text-xs">
      <p className="font-semibold text-danger">Held as spam:</p>
      <ul className="ms-4 list-disc text-muted">
        {lead.spamReason.split('; ').map((reason, index) => (
          <li key={index} className="break-words">
            <bdi>{reason}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}
