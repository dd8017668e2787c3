import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { ContactFormCopy } from '@/content/types';
import type { validityHandlers } from '@/lib/forms/validity';
import type { ContactFieldBinding, ContactFieldName } from '@/lib/hooks/use-contact-draft';
import { FIELD_LIMITS } from '@/lib/validation/fields';
import { ContactFormField, fieldClasses } from './contact-form-field';

/** One field of the form: its input's attributes, and whether it spans both columns from `sm`. */
type FieldSpec = { name: Exclude<ContactFieldName, 'package'>; wide?: true } & (
  | { multiline?: false; attributes: InputHTMLAttributes<HTMLInputElement> }
  | { multiline: true; attributes: TextareaHTMLAttributes<HTMLTextAreaElement> }
);

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'name',
    attributes: { type: 'text', required: true, maxLength: FIELD_LIMITS.name, autoComplete: 'name' },
  },
  {
    name: 'email',
    attributes: {
      type: 'email',
      required: true,
      maxLength: FIELD_LIMITS.email,
      autoComplete: 'email',
      inputMode: 'email',
      spellCheck: false,
    },
  },
  {
    name: 'subject',
    wide: true,
    attributes: { type: 'text', maxLength: FIELD_LIMITS.subject, autoComplete: 'off' },
  },
  {
    name: 'message',
    wide: true,
    multiline: true,
    attributes: { rows: 4, required: true, maxLength: FIELD_LIMITS.message },
  },
];

const messageClasses = clsx(fieldClasses, 'min-h-32 resize-y');

interface ContactFormFieldsProps {
  labels: ContactFormCopy['labels'];
  requiredMark: string;
  /** Binds a field to the draft (from `useContactDraft`). */
  bind: (name: ContactFieldName) => ContactFieldBinding;
  /** The page's words for the browser's checks, where it has them. */
  validity?: ReturnType<typeof validityHandlers>;
}

/** The contact form's four visible fields: name, e-mail, subject and message. */
export function ContactFormFields({ labels, requiredMark, bind, validity }: ContactFormFieldsProps) {
  return FIELDS.map((field) => {
    const id = `contact-${field.name}`;
    return (
      <ContactFormField
        key={field.name}
        id={id}
        label={labels[field.name]}
        binding={bind(field.name)}
        requiredMark={field.attributes.required ? requiredMark : undefined}
        className={field.wide ? 'sm:col-span-2' : undefined}
      >
        {(props) =>
          field.multiline ? (
            <textarea id={id} {...field.attributes} className={messageClasses} {...validity} {...props} />
          ) : (
            <input id={id} {...field.attributes} className={fieldClasses} {...validity} {...props} />
          )
        }
      </ContactFormField>
    );
  });
}
