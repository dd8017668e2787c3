import type { FormEvent } from 'react';
import type { ValidityMessages } from '@/content/types';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What a field stopped by the browser's check says: the page's own words where it has them, else the browser's (''). */
export function validityMessage(
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch'>,
  messages: ValidityMessages,
): string {
  if (validity.valueMissing) return messages.required ?? '';
  if (validity.typeMismatch) return messages.email ?? '';
  return '';
}

/**
 * Handlers for a form's fields that make the browser's check speak the page's language: on
 * `invalid` the field takes the page's message for what is wrong; as soon as it is edited it goes
 * back to the browser's own check. None when the copy has no messages (the browser's words stay).
 */
export function validityHandlers(messages: ValidityMessages): {
  onInvalid?: (event: FormEvent<Field>) => void;
  onInput?: (event: FormEvent<Field>) => void;
} {
  if (!messages.required && !messages.email) return {};
  return {
    onInvalid: (event) => {
      const field = event.currentTarget;
      // Cleared first, so the state read is the browser's own check, not the last message.
      field.setCustomValidity('');
      field.setCustomValidity(validityMessage(field.validity, messages));
    },
    onInput: (event) => event.currentTarget.setCustomValidity(''),
  };
}
