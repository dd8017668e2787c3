import type { EmailForm } from '@/lib/email/config';
import { loadValidation } from '@/lib/validation/fields';

/**
 * Loads the checks, the sending code and the sending library ahead of the first send, once a
 * visitor starts on a form, and starts on the form's proof (./proof.ts): none of them is part of
 * the page's first load.
 */
export function preloadSending(which: EmailForm): void {
  void loadValidation().catch(() => undefined);
  void import('./submit').catch(() => undefined);
  void import('@emailjs/browser').catch(() => undefined);
  void import('./proof').then(({ prepareProof }) => prepareProof(which)).catch(() => undefined);
}
