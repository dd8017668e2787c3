import Link from 'next/link';
import type { ReactNode } from 'react';
import { signOut } from '@/lib/auth/actions';
import type { SignedIn } from '@/lib/auth/session';

interface InboxShellProps {
  member: SignedIn;
  children: ReactNode;
}

const LINK = 'rounded-md px-2 py-2 text-sm text-muted hover:text-fg hover:bg-ink-800';

interface Place {
  href: string;
  label: string;
}

/** The inbox's pages every member may open. */
const PLACES: readonly Place[] = [
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/calls', label: 'Calls' },
  { href: '/admin/availability', label: 'Availability' },
  { href: '/admin/sources', label: 'What earns' },
  { href: '/admin/speed', label: 'Speed' },
];

/** The pages only owners are offered. */
const OWNER_PLACES: readonly Place[] = [
  { href: '/admin/team', label: 'Team' },
  { href: '/admin/spam', label: 'Spam settings' },
];

/** Links to some of the inbox's pages, in the order given. */
function NavLinks({ links }: { links: readonly Place[] }) {
  return links.map(({ href, label }) => (
    <Link key={href} href={href} className={LINK}>
      {label}
    </Link>
  ));
}

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
            <NavLinks links={PLACES} />
            {member.role === 'owner' && <NavLinks links={OWNER_PLACES} />}
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
