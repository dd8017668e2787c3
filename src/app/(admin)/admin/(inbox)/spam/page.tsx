import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SpamRules } from '@/components/inbox/spam-rules';
import { requireMember } from '@/lib/auth/session';
import { db } from '@/lib/db/connection';
import { listRules } from '@/lib/spam/judge/teaching';

export const metadata: Metadata = { title: 'Spam settings' };

const SECTION = 'rounded-xl border border-ink-700 bg-ink-900 p-4';

/** What the team taught the spam judgement, for an owner to check and undo. */
export default async function SpamSettingsPage({ searchParams }: { searchParams: Promise<{ undone?: string }> }) {
  const me = await requireMember('/admin/spam');
  if (me.role !== 'owner') redirect('/admin/leads');
  const [rules, { undone }] = await Promise.all([listRules(db()), searchParams]);
  const of = (kind: string) => rules.filter((rule) => rule.kind === kind);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <header className="lg:col-span-2">
        <h1 className="text-2xl font-bold">Spam settings</h1>
        <p className="mt-1 max-w-prose text-sm text-muted">
          “Not spam” on a held message allows its sender; “Spam” on a delivered lead holds its sender and its text.
          Phrases are edited in the content admin (Settings, Spam phrases).
        </p>
        {undone && <p role="status" className="mt-2 text-sm">Undone.</p>}
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
    </div>
  );
}
