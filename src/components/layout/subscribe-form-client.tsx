'use client';

import { useState } from 'react';
import { FormStatus } from '@/components/ui/form-status';
import { AttributionFields } from '@/components/ui/attribution-fields';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { LineLoader } from '@/components/ui/line-loader';
import type { Locale } from '@/content/locales';
import type { SubscribeFormCopy } from '@/content/types';
import { validityHandlers } from '@/lib/forms/validity';
import { useFormSubmission } from '@/lib/hooks/use-form-submission';
import { FIELD_LIMITS } from '@/lib/validation/fields';

/**
 * The footer's newsletter form: sends the address with the subscribe template and says how it
 * went in place. Without JavaScript it posts to /api/contact?form=subscribe instead.
 */
interface SubscribeFormClientProps {
  copy: SubscribeFormCopy;
  /** Sent with the address when the page is not in English. */
  language?: Locale;
}

export function SubscribeFormClient({ copy, language }: SubscribeFormClientProps) {
  const { subscribe, failure, tooFast, honeypotLabel, validation } = copy;
  const [email, setEmail] = useState('');
  const { state, formProps } = useFormSubmission('subscribe', () => setEmail(''));

  return (
    <form
      id="subscribe-form"
      method="post"
      action="/api/contact?form=subscribe"
      className="relative mt-4"
      aria-labelledby="footer-subscribe"
      {...formProps}
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
          {...validityHandlers(validation)}
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
      {language ? <input type="hidden" name="language" value={language} /> : null}
      <HoneypotField id="subscribe-website" label={honeypotLabel} />
      <AttributionFields />
      <FormStatus
        id="subscribe-form-status"
        state={state}
        success={subscribe.success}
        failure={failure}
        tooFast={tooFast}
        className={state.outcome ? 'mt-3' : ''}
      />
    </form>
  );
}
