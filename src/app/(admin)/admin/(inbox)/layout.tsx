import type { ReactNode } from 'react';
import { InboxShell } from '@/components/inbox/inbox-shell';
import { requireMember } from '@/lib/auth/session';

interface SignedInLayoutProps {
  children: ReactNode;
}

/** The signed-in inbox (each page checks the session again itself). */
export default async function SignedInLayout({ children }: SignedInLayoutProps) {
  const member = await requireMember();
  return <InboxShell member={member}>{children}</InboxShell>;
}
