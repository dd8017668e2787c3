import { loadValidation } from '@/lib/validation/fields';

/**
 * Loads the checks and the sending library ahead of the first send, once a visitor starts on a
 * form: neither is part of the page's first load.
 */
export function preloadSending(): void {
  void loadValidation().catch(() => undefined);
  void import('@emailjs/browser').catch(() => undefined);
}
