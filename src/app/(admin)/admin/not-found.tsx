import Link from 'next/link';
import { AuthCard } from '@/components/inbox/auth-card';

export default function InboxNotFound() {
  return (
    <AuthCard title="Not found">
      <p className="text-muted">This lead or page does not exist, or it was deleted.</p>
      <Link href="/admin/leads" className="mt-4 inline-block text-accent underline underline-offset-4">
        Back to the leads
      </Link>
    </AuthCard>
  );
}
