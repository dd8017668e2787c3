'use client';

import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { FormStatus } from '@/components/ui/form-status';
import { AttributionFields } from '@/components/ui/attribution-fields';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { ControlIcon } from '@/components/ui/control-icon';
import { LineLoader } from '@/components/ui/line-loader';
import type { Locale } from '@/content/locales';
import type { ContactDraft, ContactFormCopy } from '@/content/types';
import { validityHandlers } from '@/lib/forms/validity';
import { useContactDraft } from '@/lib/hooks/use-contact-draft';
import { useFormSubmission } from '@/lib/hooks/use-form-submission';
import { ContactFormFields } from './contact-form-fields';

/**
 * The contact form's interactive part. Without JavaScript the same form posts to /api/contact.
 */
interface ContactFormClientProps {
  headingId: string;
  copy: ContactFormCopy;
  /** Values to show in the fields from the first render, e.g. a subject named by the link. */
  initialValues?: Partial<ContactDraft>;
  /** Sent with the message when the page is not in English, so the reply can be in its language. */
  language?: Locale;
  /** Shown once the message is sent: the invitation to book a call. */
  sentNote?: ReactNode;
}

export function ContactFormClient({
  headingId,
  copy,
  initialValues,
  language,
  sentNote,
}: ContactFormClientProps) {
  const { labels, requiredMark, submit, success, failure, tooFast, honeypotLabel, validation } = copy;
  const { bind, clear } = useContactDraft(initialValues);
  const { state, formProps } = useFormSubmission('contact', clear);

  return (
    <form
      id="contact-form"
      method="post"
      action="/api/contact"
      aria-labelledby={headingId}
      {...formProps}
      className="mt-8 grid gap-5 sm:grid-cols-2"
    >
      <ContactFormFields
        labels={labels}
        requiredMark={requiredMark}
        bind={bind}
        validity={validityHandlers(validation)}
      />
      {language ? <input type="hidden" name="language" value={language} /> : null}
      {bind('package').value ? <input type="hidden" name="package" value={bind('package').value} /> : null}
      <HoneypotField id="contact-website" label={honeypotLabel} />
      <AttributionFields />

      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={state.sending}
          className={buttonClasses({
            className: 'w-full cursor-pointer disabled:cursor-wait disabled:opacity-85 sm:w-auto',
          })}
        >
          {submit}
          {state.sending ? <LineLoader className="h-4" /> : <ControlIcon name="arrowUpRight" />}
        </button>
        <FormStatus
          id="contact-form-status"
          state={state}
          success={success}
          failure={failure}
          tooFast={tooFast}
        />
      </div>
      {state.outcome === 'success' ? <div className="sm:col-span-2">{sentNote}</div> : null}
    </form>
  );
}
