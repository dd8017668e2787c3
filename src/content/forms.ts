import { loadSingleton } from './load';
import { contactCopy, footerCopy } from './pages';
import { singletons } from './schema/model';
import type { ContactFormCopy, SubscribeFormCopy } from './types';

/** The hidden anti-spam field's label; only bots ever see it. */
const { honeypotLabel } = loadSingleton(singletons.contact);

/** The words the contact form's client part shows. */
export const contactFormCopy: ContactFormCopy = {
  labels: contactCopy.labels,
  requiredMark: contactCopy.requiredMark,
  submit: contactCopy.submit,
  success: contactCopy.success,
  failure: contactCopy.failure,
  tooFast: contactCopy.tooFast,
  honeypotLabel,
};

/** The words the footer's newsletter form shows; failures read as the contact form's do. */
export const subscribeFormCopy: SubscribeFormCopy = {
  subscribe: {
    label: footerCopy.subscribe.label,
    button: footerCopy.subscribe.button,
    success: footerCopy.subscribe.success,
  },
  failure: contactCopy.failure,
  tooFast: contactCopy.tooFast,
  honeypotLabel,
};
