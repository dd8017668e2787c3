import { footerCopy } from '@/content/pages';

const EMAIL_MAX_LENGTH = 254;

export function SubscribeForm() {
  const { subscribe } = footerCopy;
  return (
    <form className="mt-4" aria-labelledby="footer-subscribe">
      <label htmlFor="subscribe-email" className="sr-only">
        {subscribe.label}
      </label>
      <div className="flex rounded-full border border-ink-700 bg-ink-900 p-1 focus-within:border-accent">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          placeholder={subscribe.label}
          className="min-w-0 flex-1 bg-transparent px-4 py-2.5 text-sm text-fg placeholder:text-muted focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-full bg-accent px-4 py-2.5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong"
        >
          {subscribe.button}
        </button>
      </div>
    </form>
  );
}
