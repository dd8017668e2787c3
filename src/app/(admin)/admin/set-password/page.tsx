import type { Metadata } from 'next';
import { AuthCard } from '@/components/inbox/auth-card';
import { SetPasswordForm } from '@/components/inbox/set-password-form';

export const metadata: Metadata = { title: 'Set your password' };

interface SetPasswordPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SetPasswordPage({ searchParams }: SetPasswordPageProps) {
  const { token, error } = await searchParams;
  return (
    <AuthCard title="Set your password">
      <SetPasswordForm
        token={typeof token === 'string' ? token : ''}
        error={typeof error === 'string' ? error : undefined}
      />
    </AuthCard>
  );
}
