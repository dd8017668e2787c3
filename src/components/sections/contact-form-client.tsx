'use client';

import { useLayoutEffect, useMemo, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { LineLoader } from '@/components/ui/line-loader';
import type { ContactDraft, ContactFormCopy } from '@/content/types';
import { sendForm } from '@/lib/email/send';
import { browserSessionStorage, createDraftStore, lengthCounter } from '@/lib/forms/draft';
import { typedValuesFromSearchParams } from '@/lib/email/return-location';
import { useSend } from '@/lib/forms/use-send';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { preloadSending } from '@/lib/forms/preload';
import { clsx } from 'clsx';
import { FIELD_LIMITS, HONEYPOT_FIELD, loadValidation } from '@/lib/validation/fields';

type Draft = ContactDraft;
type FieldName = keyof Draft;

const draftStore = createDraftStore<Draft>(
  'ravi-digital:contact-draft',
  { name: '', email: '', subject: '', message: '' },
  browserSessionStorage,
);

const fieldClasses = clsx(
  'block w-full rounded-xl border border-ink-700 bg-ink-950 px-4 py-3.5 text-base text-fg',
  'transition-colors placeholder:text-muted hover:border-ink-600',
  'focus:border-accent focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-accent/30',
  'user-invalid:border-danger user-invalid:focus:ring-danger/30',
);

interface FieldProps {
  id: string;
  name: FieldName;
  label: string;
  value: string;
  required?: boolean;
  className?: string;
  children: (props: { 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field with a length counter that appears near the limit. */
function Field({ id, name, label, value, required = false, className, children }: FieldProps) {
  const counter = lengthCounter(value.length, FIELD_LIMITS[name]);
  const counterId = `${id}-count`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-1 text-accent">
            *
          </span>
        ) : null}
      </label>
      {children(counter ? { 'aria-describedby': counterId } : {})}
      {counter ? (
        <p
          id={counterId}
          className={clsx(
            'mt-1.5 text-right text-xs tabular-nums',
            value.length >= FIELD_LIMITS[name] ? 'text-danger' : 'text-muted',
          )}
        >
          {counter}
        </p>
      ) : null}
    </div>
  );
}

/** Empties the form and forgets the draft; `reset()` also drops the fields' "user-invalid" look. */
function clear(form: HTMLFormElement) {
  flushSync(() => draftStore.clear());
  form.reset();
}

/**
 * The contact form's interactive part. Without JavaScript the same form posts to /api/contact.
 */
interface ContactFormClientProps {
  headingId: string;
  copy: ContactFormCopy;
  /** Values to show in the fields from the first render, e.g. a subject named by the link. */
  initialValues?: Partial<Draft>;
}

export function ContactFormClient({ headingId, copy, initialValues }: ContactFormClientProps) {
  const { labels, submit, success, failure, tooFast, honeypotLabel } = copy;
  const serverDraft = useMemo(
    () => ({ ...draftStore.getServerSnapshot(), ...initialValues }),
    [initialValues],
  );
  const draft = useSyncExternalStore(draftStore.subscribe, draftStore.getSnapshot, () => serverDraft);
  const [state, run] = useSend();
  // Marks the form as live (sending through the SDK); before that a submit posts to /api/contact.
  const hydrated = useHydrated();

  // Values in the address (a case study's `?subject=`, or what was typed before a failed send
  // without JavaScript) become the draft. The server renders them too, but a client-side
  // navigation can show the prerendered page, so they are read from the address here.
  useLayoutEffect(() => {
    const fromAddress = typedValuesFromSearchParams(new URLSearchParams(window.location.search), 'contact');
    for (const [name, value] of Object.entries(fromAddress) as [FieldName, string][]) {
      if (value) draftStore.set(name, value);
    }
  }, []);

  const bind = (name: FieldName) => ({
    name,
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      draftStore.set(name, event.currentTarget.value),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      const values = Object.fromEntries(
        [...new FormData(form).entries()].map(([key, value]) => [
          key,
          typeof value === 'string' ? value : '',
        ]),
      );
      const { contactSchema, describeIssues, isBot } = await loadValidation();
      const parsed = contactSchema.safeParse(values);
      if (!parsed.success) {
        console.warn(`[contact form] not sent: ${describeIssues(parsed.error)}`);
        return { ok: false };
      }
      if (isBot(parsed.data)) {
        // Looks sent to the bot; nothing leaves the page.
        clear(form);
        return { ok: true };
      }
      const result = await sendForm(form, 'contact');
      if (result.ok) clear(form);
      return { ok: result.ok, rateLimited: !result.ok && result.error.kind === 'rate-limited' };
    });
  }

  return (
    <form
      id="contact-form"
      method="post"
      action="/api/contact"
      aria-labelledby={headingId}
      aria-busy={state.sending}
      data-hydrated={hydrated ? '' : undefined}
      onSubmit={onSubmit}
      onFocus={preloadSending}
      className="mt-8 grid gap-5 sm:grid-cols-2"
    >
      <Field id="contact-name" name="name" label={labels.name} value={draft.name} required>
        {(described) => (
          <input
            id="contact-name"
            type="text"
            required
            maxLength={FIELD_LIMITS.name}
            autoComplete="name"
            className={fieldClasses}
            {...described}
            {...bind('name')}
          />
        )}
      </Field>
      <Field id="contact-email" name="email" label={labels.email} value={draft.email} required>
        {(described) => (
          <input
            id="contact-email"
            type="email"
            required
            maxLength={FIELD_LIMITS.email}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            className={fieldClasses}
            {...described}
            {...bind('email')}
          />
        )}
      </Field>
      <Field
        id="contact-subject"
        name="subject"
        label={labels.subject}
        value={draft.subject}
        className="sm:col-span-2"
      >
        {(described) => (
          <input
            id="contact-subject"
            type="text"
            maxLength={FIELD_LIMITS.subject}
            autoComplete="off"
            className={fieldClasses}
            {...described}
            {...bind('subject')}
          />
        )}
      </Field>
      <Field
        id="contact-message"
        name="message"
        label={labels.message}
        value={draft.message}
        required
        className="sm:col-span-2"
      >
        {(described) => (
          <textarea
            id="contact-message"
            rows={4}
            required
            maxLength={FIELD_LIMITS.message}
            className={clsx(fieldClasses, 'min-h-32 resize-y')}
            {...described}
            {...bind('message')}
          />
        )}
      </Field>

      {/* Only bots fill this in: hidden from sight, from the keyboard and from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{honeypotLabel}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={state.sending}
          className={buttonClasses({
            className: 'w-full cursor-pointer disabled:cursor-wait disabled:opacity-85 sm:w-auto',
          })}
        >
          {submit}
          {state.sending ? <LineLoader className="h-4" /> : <Icon name="arrowUpRight" />}
        </button>
        <p
          id="contact-form-status"
          role="status"
          aria-live="polite"
          className={clsx(
            'text-sm font-medium',
            state.outcome === 'success' ? 'text-success' : 'text-danger',
          )}
        >
          {state.outcome ? (
            <span key={state.attempt}>
              {state.outcome === 'success' ? success : failure}
              {state.outcome === 'rate-limited' ? <span className="block font-normal">{tooFast}</span> : null}
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
