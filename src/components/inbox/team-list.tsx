import type { Member } from '@/lib/auth/team';
import { removeTeamMember } from '@/lib/inbox/team-actions';
import { formatTime } from './format';

interface TeamListProps {
  members: Member[];
  /** The owner looking: they cannot remove themselves. */
  meId: string;
}

/** The team, each member with a "Remove…" disclosure (a plain form: works without JavaScript). */
export function TeamList({ members, meId }: TeamListProps) {
  return (
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
          {member.id !== meId && (
            <details className="text-sm">
              <summary className="cursor-pointer rounded-md border border-ink-600 px-3 py-2">Remove…</summary>
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
  );
}
