import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LeadDetail } from '@/components/inbox/lead-detail';
import { requireMember } from '@/lib/auth/session';
import { db } from '@/lib/db/connection';
import { leadDetail } from '@/lib/inbox/lead-record';

// A lead's name stays out of the title: titles land in browser history and tab lists.
export const metadata: Metadata = { title: 'Lead' };

interface LeadPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LeadPage({ params, searchParams }: LeadPageProps) {
  const { id } = await params;
  const me = await requireMember(`/admin/leads/${encodeURIComponent(id)}`);
  const detail = await leadDetail(db(), id);
  if (!detail) notFound();
  const { saved, conflict } = await searchParams;
  return (
    <div className="grid gap-4">
      <Link href="/admin/leads" className="text-sm text-muted underline-offset-4 hover:underline">
        ← All leads
      </Link>
      <h1 className="text-2xl font-bold">
        Lead from{' '}
        <bdi dir="auto" className="visitor-text">
          {detail.lead.name || detail.lead.email}
        </bdi>
      </h1>
      <LeadDetail
        detail={detail}
        saved={typeof saved === 'string' ? saved : undefined}
        conflict={conflict === 'status'}
        canErase={me.role === 'owner'}
      />
    </div>
  );
}
