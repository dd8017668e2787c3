import { loadValidation } from '@/lib/validation/fields';

/**
 * Loads the checks, the sending code and the sending library ahead of the first send, once a
 * visitor starts on a form: none of them is part of the page's first load.
 */
export function preloadSending(): void {
  void loadValidation().catch(() => undefined);
  void import('./submit').catch(() => undefined);
  void import('@emailjs/browser').catch(() => undefined);
}
