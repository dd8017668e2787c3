import type { LeadSummary } from '@/lib/inbox/queries';
import { ReasonItem } from './reason-item';
import { reasonParts } from './reason-parts';

interface HeldReasonProps {
  lead: Pick<LeadSummary, 'status' | 'spamReason'>;
}

/** Why a lead is held, in the spam view's rows: each named reason on a line (the words and signs that weighed most), the chance of spam beside the first. */
export function HeldReason({ lead }: HeldReasonProps) {
  if (lead.status !== 'spam' || !lead.spamReason) return null;
  return (
    <div className="mt-2 text-xs">
      <p className="font-semibold text-muted uppercase">Why held</p>
      <ul className="ms-4 list-disc text-muted">
        {reasonParts(lead.spamReason).map((part, index) => (
          <ReasonItem
            key={index}
            part={part}
            scoreClassName="ms-2 rounded border border-ink-600 px-1 whitespace-nowrap"
          />
        ))}
      </ul>
    </div>
  );
}
