import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  children: ReactNode;
}

/** The sign-in pages' frame: one card in the middle of the screen. */
export function AuthCard({ title, children }: AuthCardProps) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-ink-700 bg-ink-900 p-6 shadow-xl sm:p-8">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">Lead inbox</p>
        <h1 className="mt-2 mb-6 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
