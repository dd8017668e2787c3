import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { formatTime } from '@/components/inbox/format';
import { InviteForm } from '@/components/inbox/invite-form';
import { requireMember } from '@/lib/auth/session';
import { listMembers } from '@/lib/auth/team';
import { db } from '@/lib/db/connection';
import { recentErasures } from '@/lib/inbox/changes';
import { removeTeamMember } from '@/lib/inbox/team-actions';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  const me = await requireMember('/admin/team');
  if (me.role !== 'owner') redirect('/admin/leads');
  const [members, erasures] = await Promise.all([listMembers(), recentErasures(db())]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4">
        <h1 className="mb-4 text-2xl font-bold">Team</h1>
        <ul className="grid gap-2">
          {members.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center gap-3 border-t border-ink-700 pt-2 first:border-t-0"
            >
              <div className="min-w-0 grow">
                <p className="font-semibold">{member.name}</p>
                <p className="text-sm break-all text-muted">
                  {member.email} · {member.role} · since {formatTime(member.createdAt)}
                </p>
              </div>
              {member.id !== me.userId && (
                <details className="text-sm">
                  <summary className="cursor-pointer rounded-md border border-ink-600 px-3 py-2">
                    Remove…
                  </summary>
                  <form action={removeTeamMember} className="mt-2 grid gap-2">
                    <input type="hidden" name="email" value={member.email} />
                    <p>Signs them out everywhere at once.</p>
                    <button type="submit" className="button bg-danger text-ink-950">
                      Remove {member.name}
                    </button>
                  </form>
                </details>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4">
        <h2 className="mb-4 text-lg font-semibold">Invite a member</h2>
        <InviteForm />
      </section>
      <section className="rounded-xl border border-ink-700 bg-ink-900 p-4 lg:col-span-2">
        <h2 className="mb-4 text-lg font-semibold">Erased leads</h2>
        {erasures.length === 0 ? (
          <p className="text-sm text-muted">No lead has been erased.</p>
        ) : (
          <ol className="grid gap-1 text-sm">
            {erasures.map((entry) => (
              <li key={entry.id}>
                {formatTime(entry.at)}: {entry.by_name} erased lead{' '}
                <code className="break-all">{entry.lead_id}</code>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
