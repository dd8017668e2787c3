import Link from 'next/link';
import { forgetSpamLearning } from '@/lib/inbox/spam-actions';

interface SpamLearningProps {
  /** How many leads the team marked "Spam" or "Not spam" since the last reset. */
  marks: number;
  /** The confirmation step is showing (`?forget=confirm`). */
  confirming: boolean;
}

const BUTTON = 'rounded-md border border-ink-600 px-3 py-2 text-sm hover:bg-ink-800';

/**
 * What the classifier learned from the team, and the owner's reset. Two plain steps, so it works
 * without JavaScript: a link to the confirmation, then a form that posts the confirmed reset.
 */
export function SpamLearning({ marks, confirming }: SpamLearningProps) {
  const learned =
    marks === 0
      ? 'The classifier has learned nothing from the team yet: it judges as it was trained.'
      : `The classifier has learned from ${marks} ${marks === 1 ? 'mark' : 'marks'} of the team (“Spam” or “Not spam” on a lead).`;
  return (
    <div className="grid gap-3">
      <p className="text-sm">{learned}</p>
      {marks > 0 && !confirming && (
        <p>
          <Link href="/admin/spam?forget=confirm#forget" className={`${BUTTON} inline-block`}>
            Forget what the team taught…
          </Link>
        </p>
      )}
      {marks > 0 && confirming && (
        <form action={forgetSpamLearning} className="grid gap-3 rounded-lg border border-ink-600 p-3">
          <p className="text-sm">
            Forget all {marks} {marks === 1 ? 'mark' : 'marks'}? The classifier goes back to its training;
            allowed and held senders and texts stay.
          </p>
          <input type="hidden" name="confirm" value="yes" />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={BUTTON}>
              Yes, forget what the team taught
            </button>
            <Link href="/admin/spam" className={`${BUTTON} inline-block`}>
              Keep it
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
