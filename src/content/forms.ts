import { copyOf } from './localized';
import type { Locale } from './locales';

/** The words the contact form's client part shows, in `locale`. */
export function contactFormCopyOf(locale: Locale) {
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

export type ContactFormCopy = ReturnType<typeof contactFormCopyOf>;

/**
 * What a field says when the browser's check stops a send; a message left out keeps the browser's
 * own words (in the browser's language rather than the page's).
 */
export type ValidityMessages = ContactFormCopy['validation'];

/** The words the footer's newsletter form shows in `locale`; failures read as the contact form's do. */
export function subscribeFormCopyOf(locale: Locale) {
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

export type SubscribeFormCopy = ReturnType<typeof subscribeFormCopyOf>;

export const contactFormCopy = contactFormCopyOf('en');
export const subscribeFormCopy = subscribeFormCopyOf('en');
