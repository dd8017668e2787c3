import Link from 'next/link';
import type { SpamRule } from '@/lib/spam/judge/teaching';
import { undoSpamRule } from '@/lib/inbox/spam-actions';
import { formatTime } from './format';

interface SpamRulesProps {
  rules: SpamRule[];
  /** The words above the list and when it is empty. */
  empty: string;
}

/**
 * One list of Spam settings: each rule with what it matches (shown as text, whatever a sender
 * wrote), who taught it from which lead, and an Undo button (a plain form: works without JavaScript).
 */
export function SpamRules({ rules, empty }: SpamRulesProps) {
  if (rules.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {rules.map((rule) => (
        <li key={rule.id} className="flex flex-wrap items-start gap-3 border-t border-ink-700 pt-2 first:border-t-0">
          <div className="min-w-0 grow basis-60">
            {rule.kind === 'hold-text' ? (
              <p className="line-clamp-3 break-words">
                “<bdi>{rule.shown}</bdi>”
              </p>
            ) : (
              <p className="font-semibold break-all">
                <bdi>{rule.shown}</bdi>
              </p>
            )}
            <p className="text-sm text-muted">
              by {rule.by_name} · {formatTime(rule.created_at)}
              {rule.lead_id && (
                <>
                  {' · '}
                  <Link href={`/admin/leads/${encodeURIComponent(rule.lead_id)}`} className="underline">
                    the lead
                  </Link>
                </>
              )}
            </p>
          </div>
          <form action={undoSpamRule}>
            <input type="hidden" name="rule" value={rule.id} />
            <button type="submit" className="rounded-md border border-ink-600 px-3 py-2 text-sm hover:bg-ink-800">
              Undo<span className="sr-only">: {rule.shown}</span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
