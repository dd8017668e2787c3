/**
 * Browser side: sends a form through `@emailjs/browser` (to EmailJS, or to the site's own endpoint
 * in embedded mode) with the SDK's rate limit on: one send per form per 10 seconds.
 */
import { mapSendError, type SendError } from './errors';
import { sendConfig, type EmailForm } from './config';

export const THROTTLE_MS = 10_000;

export type SendResult = { ok: true } | { ok: false; error: SendError };

/** localStorage for the SDK's throttle marks, tolerant of browsers that refuse storage. */
const throttleStorage = {
  get: async (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // No storage: the throttle simply does not apply.
    }
  },
  remove: async (key: string) => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored.
    }
  },
};

/** True for a failure after the SDK set its throttle mark: a network error or a server's answer. */
function reachedNetwork(rejection: unknown): boolean {
  if (rejection instanceof Error) return true;
  if (typeof rejection === 'object' && rejection !== null && 'status' in rejection) {
    return ![403, 429, 451].includes(Number(rejection.status));
  }
  return false;
}

/**
 * Sends `form`'s named fields. The throttle key is the form's id. A send that reached the network and
 * failed releases its throttle mark, so "Please try again" can be followed at once; only a send that
 * worked (or is still in flight) holds the 10 seconds.
 */
export async function sendForm(form: HTMLFormElement, which: EmailForm): Promise<SendResult> {
  const limitId = form.id || which;
  try {
    const emailjs = await import('@emailjs/browser');
    const config = sendConfig(which, window.location.origin);
    // The SDK reads its origin and storage from `init` only; `sendForm` options cannot set them.
    emailjs.init({
      publicKey: config.publicKey,
      origin: config.origin,
      blockHeadless: false,
      storageProvider: throttleStorage,
    });
    await emailjs.sendForm(config.serviceId, config.templateId, form, {
      limitRate: { id: limitId, throttle: THROTTLE_MS },
    });
    return { ok: true };
  } catch (rejection) {
    const error = mapSendError(rejection);
    if (reachedNetwork(rejection)) await throttleStorage.remove(limitId);
    console.warn(`[${which} form] send failed: ${error.cause}`);
    return { ok: false, error };
  }
}
