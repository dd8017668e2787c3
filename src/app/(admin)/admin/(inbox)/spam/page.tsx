import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SpamSettings } from '@/components/inbox/spam-settings';
import { requireMember } from '@/lib/auth/session';
import { db } from '@/lib/db/connection';
import { listRules } from '@/lib/spam/judge/teaching';
import { countMarks } from '@/lib/spam/learning';

export const metadata: Metadata = { title: 'Spam settings' };

type Shown = { undone?: string; forgotten?: string; forget?: string };

/** What the team taught the spam judgement, for an owner to check, undo and forget. */
export default async function SpamSettingsPage({ searchParams }: { searchParams: Promise<Shown> }) {
  const me = await requireMember('/admin/spam');
  if (me.role !== 'owner') redirect('/admin/leads');
  const [rules, marks, shown] = await Promise.all([listRules(db()), countMarks(db()), searchParams]);
  return <SpamSettings rules={rules} marks={marks} shown={shown} />;
}
