import { clsx } from 'clsx';
import type { ContactFormCopy } from '@/content/types';
import type { ContactFieldBinding, ContactFieldName } from '@/lib/hooks/use-contact-draft';
import { FIELD_LIMITS } from '@/lib/validation/fields';
import { ContactFormField, fieldClasses } from './contact-form-field';

interface ContactFormFieldsProps {
  labels: ContactFormCopy['labels'];
  requiredMark: string;
  /** Binds a field to the draft (from `useContactDraft`). */
  bind: (name: ContactFieldName) => ContactFieldBinding;
}

/** The contact form's four fields: name, e-mail, subject and message. */
export function ContactFormFields({ labels, requiredMark, bind }: ContactFormFieldsProps) {
  return (
    <>
      <ContactFormField
        id="contact-name"
        label={labels.name}
        binding={bind('name')}
        requiredMark={requiredMark}
      >
        {(props) => (
          <input
            id="contact-name"
            type="text"
            required
            maxLength={FIELD_LIMITS.name}
            autoComplete="name"
            className={fieldClasses}
            {...props}
          />
        )}
      </ContactFormField>
      <ContactFormField
        id="contact-email"
        label={labels.email}
        binding={bind('email')}
        requiredMark={requiredMark}
      >
        {(props) => (
          <input
            id="contact-email"
            type="email"
            required
            maxLength={FIELD_LIMITS.email}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            className={fieldClasses}
            {...props}
          />
        )}
      </ContactFormField>
      <ContactFormField
        id="contact-subject"
        label={labels.subject}
        binding={bind('subject')}
        className="sm:col-span-2"
      >
        {(props) => (
          <input
            id="contact-subject"
            type="text"
            maxLength={FIELD_LIMITS.subject}
            autoComplete="off"
            className={fieldClasses}
            {...props}
          />
        )}
      </ContactFormField>
      <ContactFormField
        id="contact-message"
        label={labels.message}
        binding={bind('message')}
        requiredMark={requiredMark}
        className="sm:col-span-2"
      >
        {(props) => (
          <textarea
            id="contact-message"
            rows={4}
            required
            maxLength={FIELD_LIMITS.message}
            className={clsx(fieldClasses, 'min-h-32 resize-y')}
            {...props}
          />
        )}
      </ContactFormField>
    </>
  );
}
