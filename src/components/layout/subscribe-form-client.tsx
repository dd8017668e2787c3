'use client';

import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { LineLoader } from '@/components/ui/line-loader';
import type { SubscribeFormCopy } from '@/content/types';
import { sendForm } from '@/lib/email/send';
import { useSend } from '@/lib/forms/use-send';
import { preloadSending } from '@/lib/forms/preload';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { clsx } from 'clsx';
import { FIELD_LIMITS, HONEYPOT_FIELD, loadValidation } from '@/lib/validation/fields';

/**
 * The footer's newsletter form: sends the address with the subscribe template and says how it
 * went in place. Without JavaScript it posts to /api/contact?form=subscribe instead.
 */
interface SubscribeFormClientProps {
  copy: SubscribeFormCopy;
}

export function SubscribeFormClient({ copy }: SubscribeFormClientProps) {
  const { subscribe, failure, tooFast, honeypotLabel } = copy;
  const [email, setEmail] = useState('');
  const [state, run] = useSend();
  // Marks the form as live (sending through the SDK); before that a submit posts to /api/contact.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      const data = new FormData(form);
      const { subscribeSchema, describeIssues, isBot } = await loadValidation();
      const parsed = subscribeSchema.safeParse({
        email: data.get('email') ?? '',
        [HONEYPOT_FIELD]: data.get(HONEYPOT_FIELD) ?? '',
      });
      if (!parsed.success) {
        console.warn(`[subscribe form] not sent: ${describeIssues(parsed.error)}`);
        return { ok: false };
      }
      if (!isBot(parsed.data)) {
        const result = await sendForm(form, 'subscribe');
        if (!result.ok) return { ok: false, rateLimited: result.error.kind === 'rate-limited' };
      }
      flushSync(() => setEmail(''));
      form.reset();
      return { ok: true };
    });
  }

  return (
    <form
      id="subscribe-form"
      method="post"
      action="/api/contact?form=subscribe"
      className="relative mt-4"
      aria-labelledby="footer-subscribe"
      aria-busy={state.sending}
      data-hydrated={hydrated ? '' : undefined}
      onSubmit={onSubmit}
      onFocus={preloadSending}
    >
      <label htmlFor="subscribe-email" className="sr-only">
        {subscribe.label}
      </label>
      <div className="flex rounded-full border border-ink-700 bg-ink-900 p-1 focus-within:border-accent">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          required
          maxLength={FIELD_LIMITS.email}
          autoComplete="email"
          placeholder={subscribe.label}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          className="min-w-0 flex-1 bg-transparent px-4 py-2.5 text-sm text-fg placeholder:text-muted focus:outline-none"
        />
        <button
          type="submit"
          disabled={state.sending}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-accent px-4 py-2.5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong disabled:cursor-wait"
        >
          {subscribe.button}
          {state.sending ? <LineLoader className="h-3.5" /> : null}
        </button>
      </div>
      {/* Only bots fill this in: hidden from sight, from the keyboard and from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="subscribe-website">{honeypotLabel}</label>
        <input id="subscribe-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p
        id="subscribe-form-status"
        role="status"
        aria-live="polite"
        className={clsx(
          'text-sm font-medium',
          state.outcome ? 'mt-3' : '',
          state.outcome === 'success' ? 'text-success' : 'text-danger',
        )}
      >
        {state.outcome ? (
          <span key={state.attempt}>
            {state.outcome === 'success' ? subscribe.success : failure}
            {state.outcome === 'rate-limited' ? <span className="block font-normal">{tooFast}</span> : null}
          </span>
        ) : null}
      </p>
    </form>
  );
}
