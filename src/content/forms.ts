import { copyOf } from './localized';
import type { Locale } from './locales';
import type { ContactFormCopy, SubscribeFormCopy } from './types';

/** The words the contact form's client part shows, in `locale`. */
export function contactFormCopyOf(locale: Locale): ContactFormCopy {
  const contact = copyOf(locale, 'contact');
  return {
    labels: contact.labels,
    requiredMark: contact.requiredMark,
    submit: contact.submit,
    success: contact.success,
    failure: contact.failure,
    tooFast: contact.tooFast,
    // The hidden anti-spam field's label; only bots ever see it.
    honeypotLabel: contact.honeypotLabel,
    validation: contact.validation,
  };
}

/** The words the footer's newsletter form shows in `locale`; failures read as the contact form's do. */
export function subscribeFormCopyOf(locale: Locale): SubscribeFormCopy {
  const { subscribe } = copyOf(locale, 'footer');
  const contact = copyOf(locale, 'contact');
  return {
    subscribe: { label: subscribe.label, button: subscribe.button, success: subscribe.success },
    failure: contact.failure,
    tooFast: contact.tooFast,
    honeypotLabel: contact.honeypotLabel,
    validation: contact.validation,
  };
}

export const contactFormCopy = contactFormCopyOf('en');
export const subscribeFormCopy = subscribeFormCopyOf('en');
