import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ErasureLog } from '@/components/inbox/erasure-log';
import { InviteForm } from '@/components/inbox/invite-form';
import { TeamList } from '@/components/inbox/team-list';
import { requireMember } from '@/lib/auth/session';
import { listMembers } from '@/lib/auth/team';
import { db } from '@/lib/db/connection';
import { recentErasures } from '@/lib/inbox/changes';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  const me = await requireMember('/admin/team');
  if (me.role !== 'owner') redirect('/admin/leads');
  const [members, erasures] = await Promise.all([listMembers(), recentErasures(db())]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4">
        <h1 className="mb-4 text-2xl font-bold">Team</h1>
        <TeamList members={members} meId={me.userId} />
      </section>
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4">
        <h2 className="mb-4 text-lg font-semibold">Invite a member</h2>
        <InviteForm />
      </section>
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4 lg:col-span-2">
        <h2 className="mb-4 text-lg font-semibold">Erased leads</h2>
        <ErasureLog erasures={erasures} />
      </section>
    </div>
  );
}
