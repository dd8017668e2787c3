import { setPassword } from '@/lib/auth/actions';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/options';

const ERRORS: Record<string, string> = {
  length: `Choose a password of ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`,
  mismatch: 'The two passwords are not the same.',
  link: 'This link has expired or was already used. Ask an owner of the inbox for a new one.',
};

interface SetPasswordFormProps {
  token: string;
  error?: string;
}

/** Setting a password from a team link: a plain form and a Server Action, no JavaScript needed. */
export function SetPasswordForm({ token, error }: SetPasswordFormProps) {
  if (!token) return <p className="text-muted">{ERRORS.link}</p>;
  const message = error ? ERRORS[error] : undefined;
  return (
    <form action={setPassword} className="grid gap-4">
      <input type="hidden" name="token" value={token} />
      {message && (
        <p role="alert" className="rounded-lg border border-danger/60 p-3 text-sm text-danger">
          {message}
        </p>
      )}
      <label className="grid gap-1 text-sm font-medium">
        New password
        <input
          className="field"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-describedby="password-rule"
        />
      </label>
      <p id="password-rule" className="-mt-2 text-sm text-muted">
        At least {MIN_PASSWORD_LENGTH} characters. A few words you will remember work well.
      </p>
      <label className="grid gap-1 text-sm font-medium">
        The same again
        <input
          className="field"
          type="password"
          name="confirm"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
        />
      </label>
      <button type="submit" className="button bg-accent text-on-accent">
        Set password
      </button>
    </form>
  );
}
