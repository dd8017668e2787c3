import type { Lead } from '@/lib/db/schema';
import { setLeadStatus } from '@/lib/inbox/actions';
import { readSpamCheck, type SpamCheck } from '@/lib/spam/judge/record';
import { ReasonItem } from './reason-item';
import { reasonParts } from './reason-parts';

interface SpamNoticeProps {
  lead: Pick<Lead, 'id' | 'status' | 'spam_reason' | 'spam_check'>;
}

const VERDICTS = { pass: 'passed', unsure: 'unsure, passed', hold: 'held' } as const;

/** The classifier's chance of spam, or the rules' points on a lead judged before it. */
const scoreText = (check: SpamCheck) =>
  check.scale === 'percent' ? `${check.score} % like spam` : `score ${check.score}`;

/**
 * Why a lead was held as spam when it arrived (the words and signs that weighed most in the
 * classifier's verdict, any rule of the team's that held it); while it is held, one button lets it
 * through, after which it is delivered like any other lead (and its sender is allowed from then on). A lead
 * with signs against it that still passed shows them too, so the team sees what was weighed.
 */
export function SpamNotice({ lead }: SpamNoticeProps) {
  const check = readSpamCheck(lead.spam_check);
  const weighed = check && check.reasons.length > 0 && check.verdict !== 'hold';
  if (!lead.spam_reason && !weighed) return null;
  const held = lead.status === 'spam';
  return (
    <div className="mb-4 rounded-lg border border-ink-600 p-3 text-sm">
      {lead.spam_reason && (
        <>
          <p className="font-semibold">{held ? 'Held as spam, not delivered:' : 'Was held as spam:'}</p>
          <ul className="ms-4 mt-1 list-disc">
            {reasonParts(lead.spam_reason).map((part, index) => (
              <ReasonItem key={index} part={part} scoreClassName="ms-2 text-muted" />
            ))}
          </ul>
        </>
      )}
      {weighed && (
        <p className="text-muted">
          Spam check: {scoreText(check)} ({VERDICTS[check.verdict]}): <bdi>{check.reasons.join('; ')}</bdi>.
        </p>
      )}
      {held && (
        <form action={setLeadStatus} className="mt-3">
          <input type="hidden" name="lead" value={lead.id} />
          <input type="hidden" name="status" value="new" />
          <input type="hidden" name="from" value="spam" />
          <button type="submit" className="button bg-accent text-on-accent">
            Not spam: deliver it
          </button>
        </form>
      )}
    </div>
  );
}
