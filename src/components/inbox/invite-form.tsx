'use client';

import { useActionState } from 'react';
import { inviteMember, type InviteState } from '@/lib/inbox/team-actions';

/** An owner's invitation: the new member's set-password link is shown here once, to pass on. */
export function InviteForm() {
  const [state, action, pending] = useActionState<InviteState, FormData>(inviteMember, {});
  return (
    <form action={action} className="grid gap-3">
      <label className="grid gap-1 text-sm font-medium">
        E-mail address
        <input className="field" type="email" name="email" required autoComplete="off" />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="owner" className="size-4" /> Owner (may invite and remove members)
      </label>
      <button type="submit" disabled={pending} className="button justify-self-start bg-accent text-on-accent">
        Invite
      </button>
      <div role="status" className="text-sm">
        {state.error && <p className="text-danger">{state.error}</p>}
        {state.link && (
          <p className="grid gap-1">
            Send {state.email} this link to set a password (valid {state.expiresInHours} hours, once):
            <input
              className="field font-mono text-xs"
              readOnly
              value={state.link}
              aria-label="Set-password link"
            />
          </p>
        )}
      </div>
    </form>
  );
}
