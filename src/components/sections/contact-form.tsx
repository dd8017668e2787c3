import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { contactCopy } from '@/content/pages';
import { cn } from '@/lib/utils';

/** Longest values the form accepts; the sending service rejects anything longer anyway. */
const MAX_LENGTH = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const fieldClasses = cn(
  'block w-full rounded-xl border border-ink-700 bg-ink-950 px-4 py-3.5 text-base text-fg',
  'transition-colors placeholder:text-muted hover:border-ink-600',
  'focus:border-accent focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-accent/30',
  'user-invalid:border-danger user-invalid:focus:ring-danger/30',
);

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

function Field({ id, label, required = false, children, className }: FieldProps) {
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
      {children}
    </div>
  );
}

/**
 * 'Send a message': a plain form that the browser validates (required fields, e-mail format,
 * length limits). Sending is wired up separately.
 */
export function ContactForm({ className }: { className?: string }) {
  const { formHeading, labels, submit } = contactCopy;
  const headingId = 'contact-form-heading';
  return (
    <div className={cn('rounded-card border border-ink-800 bg-ink-900 p-6 sm:p-10', className)}>
      <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
        {formHeading}
      </h2>
      <form id="contact-form" aria-labelledby={headingId} className="mt-8 grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={labels.name} required>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            maxLength={MAX_LENGTH.name}
            autoComplete="name"
            className={fieldClasses}
          />
        </Field>
        <Field id="contact-email" label={labels.email} required>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            maxLength={MAX_LENGTH.email}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            className={fieldClasses}
          />
        </Field>
        <Field id="contact-subject" label={labels.subject} className="sm:col-span-2">
          <input
            id="contact-subject"
            name="subject"
            type="text"
            maxLength={MAX_LENGTH.subject}
            autoComplete="off"
            className={fieldClasses}
          />
        </Field>
        <Field id="contact-message" label={labels.message} required className="sm:col-span-2">
          <textarea
            id="contact-message"
            name="message"
            rows={4}
            required
            maxLength={MAX_LENGTH.message}
            className={cn(fieldClasses, 'min-h-32 resize-y')}
          />
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses({ className: 'w-full cursor-pointer sm:w-auto' })}>
            {submit}
            <Icon name="arrowUpRight" />
          </button>
        </div>
      </form>
    </div>
  );
}
