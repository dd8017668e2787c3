import type { LeadSummary } from '@/lib/inbox/queries';
import { reasonParts } from './reason-parts';

interface HeldReasonProps {
  lead: Pick<LeadSummary, 'status' | 'spamReason'>;
}

/** Why a lead is held, in the spam view's rows: each named reason on a line, the content score beside its own. */
export function HeldReason({ lead }: HeldReasonProps) {
  if (lead.status !== 'spam' || !lead.spamReason) return null;
  return (
    <div className="mt-2 text-xs">
      <p className="font-semibold text-muted uppercase">Why held</p>
      <ul className="ms-4 list-disc text-muted">
        {reasonParts(lead.spamReason).map(({ text, score }, index) => (
          <li key={index} className="break-words">
            <bdi>{text}</bdi>
            {score !== undefined && (
              <span className="ms-2 rounded border border-ink-600 px-1 whitespace-nowrap">score {score}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
