import type { SpamRule } from '@/lib/spam/judge/teaching';
import { SpamLearning } from './spam-learning';
import { SpamRules } from './spam-rules';

interface SpamSettingsProps {
  rules: SpamRule[];
  /** How many marks the classifier has learned from. */
  marks: number;
  /** What the page's address says: a rule undone, the marks forgotten, the reset being confirmed. */
  shown: { undone?: string; forgotten?: string; forget?: string };
}

const SECTION = 'rounded-xl border border-ink-700 bg-ink-900 p-4';

/** Spam settings: what the team taught the spam judgement, for an owner to check and undo. */
export function SpamSettings({ rules, marks, shown }: SpamSettingsProps) {
  const of = (kind: string) => rules.filter((rule) => rule.kind === kind);
  const status = shown.undone
    ? 'Undone.'
    : shown.forgotten
      ? `Forgotten: ${Number(shown.forgotten)} marks.`
      : '';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <header className="lg:col-span-2">
        <h1 className="text-2xl font-bold">Spam settings</h1>
        <p className="mt-1 max-w-prose text-sm text-muted">
          “Not spam” on a held message allows its sender; “Spam” on a delivered lead holds its sender and its
          text. Either teaches the classifier. Phrases are edited in the content admin (Settings, Spam
          phrases).
        </p>
        {status && (
          <p role="status" className="mt-2 text-sm">
            {status}
          </p>
        )}
      </header>
      <section className={SECTION}>
        <h2 className="mb-4 text-lg font-semibold">Allowed senders</h2>
        <SpamRules rules={of('allow-sender')} empty="No sender has been allowed." />
      </section>
      <section className={SECTION}>
        <h2 className="mb-4 text-lg font-semibold">Held senders</h2>
        <SpamRules rules={of('hold-sender')} empty="No sender is held." />
      </section>
      <section className={`${SECTION} lg:col-span-2`}>
        <h2 className="mb-4 text-lg font-semibold">Held texts</h2>
        <SpamRules rules={of('hold-text')} empty="No text is held." />
      </section>
      <section id="forget" className={`${SECTION} lg:col-span-2`}>
        <h2 className="mb-4 text-lg font-semibold">What the classifier learned</h2>
        <SpamLearning marks={marks} confirming={shown.forget === 'confirm'} />
      </section>
    </div>
  );
}
