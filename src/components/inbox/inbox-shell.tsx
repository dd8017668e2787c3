import Link from 'next/link';
import type { ReactNode } from 'react';
import { signOut } from '@/lib/auth/actions';
import type { SignedIn } from '@/lib/auth/session';

interface InboxShellProps {
  member: SignedIn;
  children: ReactNode;
}

const LINK = 'rounded-md px-2 py-2 text-sm text-muted hover:text-fg hover:bg-ink-800';

/** The signed-in inbox's frame: where to go, who is signed in, and signing out. */
export function InboxShell({ member, children }: InboxShellProps) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        Skip to the content
      </a>
      <header className="border-b border-ink-700 bg-ink-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link href="/admin/leads" className="font-bold">
            Lead inbox
          </Link>
          <nav aria-label="Inbox" className="flex flex-wrap gap-1">
            <Link href="/admin/leads" className={LINK}>
              Leads
            </Link>
            <Link href="/admin/calls" className={LINK}>
              Calls
            </Link>
            <Link href="/admin/availability" className={LINK}>
              Availability
            </Link>
            <Link href="/admin/sources" className={LINK}>
              What earns
            </Link>
            <Link href="/admin/speed" className={LINK}>
              Speed
            </Link>
            {member.role === 'owner' && (
              <>
                <Link href="/admin/team" className={LINK}>
                  Team
                </Link>
                <Link href="/admin/spam" className={LINK}>
                  Spam settings
                </Link>
              </>
            )}
          </nav>
          <form action={signOut} className="ms-auto flex items-center gap-3 text-sm">
            <span className="hidden text-muted sm:inline">{member.name}</span>
            <button type="submit" className="rounded-md border border-ink-600 px-3 py-2 hover:bg-ink-800">
              Sign out
            </button>
          </form>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </>
  );
}
