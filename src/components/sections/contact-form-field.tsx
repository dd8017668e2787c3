import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import type { ContactFieldBinding } from '@/lib/hooks/use-contact-draft';
import { lengthCounter } from '@/lib/forms/draft';
import { FIELD_LIMITS } from '@/lib/validation/fields';

/** The look of the contact form's inputs and textarea. */
export const fieldClasses = clsx(
  'block w-full rounded-xl border border-ink-700 bg-ink-950 px-4 py-3.5 text-base text-fg',
  'transition-colors placeholder:text-muted hover:border-ink-600',
  'focus:border-accent focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-accent/30',
  'user-invalid:border-danger user-invalid:focus:ring-danger/30',
);

/** What the field hands its input: the counter's id to be described by (while shown) and the binding. */
export type ContactInputProps = { 'aria-describedby'?: string } & ContactFieldBinding;

interface ContactFormFieldProps {
  id: string;
  label: string;
  /** The field's name, value and change handler (from `useContactDraft`). */
  binding: ContactFieldBinding;
  /** Shown after the label when given: the field must be filled in. */
  requiredMark?: string;
  className?: string;
  children: (props: ContactInputProps) => ReactNode;
}

/** A labelled field with a length counter that appears near the limit. */
export function ContactFormField({
  id,
  label,
  binding,
  requiredMark,
  className,
  children,
}: ContactFormFieldProps) {
  const { length } = binding.value;
  const limit = FIELD_LIMITS[binding.name];
  const counter = lengthCounter(length, limit);
  const counterId = `${id}-count`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-fg">
        {label}
        {requiredMark ? (
          <span aria-hidden="true" className="ms-1 text-accent">
            {requiredMark}
          </span>
        ) : null}
      </label>
      {children({ ...(counter ? { 'aria-describedby': counterId } : {}), ...binding })}
      {counter ? (
        <p
          id={counterId}
          className={clsx(
            'mt-1.5 text-end text-xs tabular-nums',
            length >= limit ? 'text-danger' : 'text-muted',
          )}
        >
          {counter}
        </p>
      ) : null}
    </div>
  );
}
