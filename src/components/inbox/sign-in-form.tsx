'use client';

import { useState, type FormEvent } from 'react';
import { authClient } from '@/lib/auth/client';

const SECONDS_PER_MINUTE = 60;
const TOO_MANY = 429;

interface SignInFormProps {
  /** Where to go once signed in (an inbox path). */
  next: string;
}

/** What a failed attempt says: never whether the address has an account. */
function failureText(status: number, retryAfterS: number): string {
  if (status === TOO_MANY) {
    const minutes = Math.max(1, Math.ceil(retryAfterS / SECONDS_PER_MINUTE));
    return `Too many attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'}, then try again.`;
  }
  return 'That e-mail address and password do not match. Check both and try again.';
}

/** Signs in through better-auth's client; the page then loads the inbox with the new cookie. */
export function SignInForm({ next }: SignInFormProps) {
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError('');
    let retryAfterS = 0;
    const { error: failed } = await authClient.signIn.email(
      { email: String(data.get('email')), password: String(data.get('password')) },
      { onError: ({ response }) => void (retryAfterS = Number(response.headers.get('X-Retry-After') ?? 0)) },
    );
    if (!failed) {
      window.location.assign(next);
      return;
    }
    setPending(false);
    setError(failureText(failed.status, retryAfterS));
  }

  return (
    <form method="post" onSubmit={onSubmit} className="grid gap-4" aria-describedby="sign-in-error">
      <label className="grid gap-1 text-sm font-medium">
        E-mail address
        <input className="field" type="email" name="email" autoComplete="username" required />
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Password
        <input className="field" type="password" name="password" autoComplete="current-password" required />
      </label>
      <p id="sign-in-error" role="alert" className="min-h-5 text-sm text-danger empty:min-h-0">
        {error}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="button bg-accent text-on-accent disabled:opacity-70"
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
      <noscript>
        <p className="text-sm text-muted">Signing in needs JavaScript turned on in this browser.</p>
      </noscript>
    </form>
  );
}
