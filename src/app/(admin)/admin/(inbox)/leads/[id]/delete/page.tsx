import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireMember } from '@/lib/auth/session';
import { db } from '@/lib/db/connection';
import { eraseLead } from '@/lib/inbox/actions';
import { leadDetail } from '@/lib/inbox/lead-record';

export const metadata: Metadata = { title: 'Delete a lead' };

interface DeleteLeadPageProps {
  params: Promise<{ id: string }>;
}

/** The confirmation step before an owner erases a lead: a page of its own, no script needed. */
export default async function DeleteLeadPage({ params }: DeleteLeadPageProps) {
  const { id } = await params;
  const me = await requireMember(`/admin/leads/${encodeURIComponent(id)}/delete`);
  const detail = await leadDetail(db(), id);
  if (!detail) notFound();
  const { lead, notes, history, attempts } = detail;
  if (me.role !== 'owner') {
    return (
      <div className="mx-auto grid max-w-xl gap-4 rounded-xl border border-ink-700 bg-ink-900 p-6">
        <h1 className="text-2xl font-bold">Only an owner can delete a lead</h1>
        <p>Ask an owner of the inbox if this lead should be erased. Nothing was deleted.</p>
        <Link href={`/admin/leads/${lead.id}`} className="button justify-self-start border border-ink-600">
          Back to the lead
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-xl gap-4 rounded-xl border border-danger/60 bg-ink-900 p-6">
      <h1 className="text-2xl font-bold">Delete this lead for good?</h1>
      <p>
        The lead from{' '}
        <bdi dir="auto" className="visitor-text font-semibold">
          {lead.name || lead.email}
        </bdi>
        , with its {attempts.length} delivery attempt(s), {notes.length} note(s) and {history.length} status
        change(s), will be erased. This cannot be undone.
      </p>
      <form action={eraseLead} className="flex flex-wrap gap-2">
        <input type="hidden" name="lead" value={lead.id} />
        <button type="submit" className="button bg-danger text-ink-950">
          Delete for good
        </button>
        <Link href={`/admin/leads/${lead.id}`} className="button border border-ink-600">
          Keep it
        </Link>
      </form>
    </div>
  );
}
