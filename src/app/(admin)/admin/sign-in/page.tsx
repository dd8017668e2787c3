import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/inbox/auth-card';
import { SignInForm } from '@/components/inbox/sign-in-form';
import { safeReturnTo } from '@/lib/auth/return-to';
import { currentMember } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Sign in' };

interface SignInPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const next = safeReturnTo(params.next);
  if (await currentMember()) redirect(next);
  return (
    <AuthCard title="Sign in">
      {params.password === 'set' && (
        <p role="status" className="mb-4 rounded-lg bg-ink-800 p-3 text-sm">
          Your password is set. Sign in with it now.
        </p>
      )}
      <SignInForm next={next} />
    </AuthCard>
  );
}
