/**
 * Browser side, EmailJS mode: before the browser's own send to EmailJS, the message (every named
 * field of the form, its attribution included) is handed to the site, which stores it
 * (`POST /api/leads`); after the send, the site is told how it went
 * (`POST /api/leads/<id>/outcome`). Neither step changes what the visitor sees: that follows
 * EmailJS's answer. The id is the browser's own, kept while the form holds the same words, so a
 * retry or a second click stores the message once. Loaded with the sending code, never on first load.
 */
import type { EmailForm } from '@/lib/email/config';
import { LEAD_ID_FIELD } from '@/lib/validation/fields';

/** The site's routes for the hand-off (src/app/api/leads). */
export const HAND_OFF_PATH = '/api/leads';
/** How long the hand-off may hold up the send to EmailJS. */
export const HAND_OFF_TIMEOUT_MS = 5_000;

export type BrowserOutcome = 'sent' | 'failed';

/** The id of the message each form holds, and the words it was made for. */
const ids = new WeakMap<HTMLFormElement, { id: string; words: string }>();

/** A random UUID (version 4); `crypto.randomUUID` exists on secure pages only. */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The form's message id: the same while its words are the same. */
export function leadIdFor(form: HTMLFormElement, values: Record<string, string>): string {
  const words = JSON.stringify(values);
  const known = ids.get(form);
  if (known?.words === words) return known.id;
  const id = newLeadId();
  ids.set(form, { id, words });
  return id;
}

/** The message went: the next one from this form is a new message. */
export function forgetLeadId(form: HTMLFormElement): void {
  ids.delete(form);
}

/**
 * Hands the message to the site; true when the site has stored it. A failure (the store down, the
 * network, a slow answer) is only logged here: the send to EmailJS goes ahead, and the site logs
 * the missing copy when the outcome arrives for a message it does not have.
 */
export async function handOver(form: HTMLFormElement, which: EmailForm, id: string): Promise<boolean> {
  const body = new FormData(form);
  body.set(LEAD_ID_FIELD, id);
  try {
    const response = await fetch(`${HAND_OFF_PATH}?form=${which}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HAND_OFF_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`[${which} form] the site did not keep a copy (${response.status})`);
    return response.ok;
  } catch (error) {
    console.warn(`[${which} form] the site did not keep a copy: ${String(error)}`);
    return false;
  }
}

/** Tells the site how the send to EmailJS went; survives the page being left at once. */
export function reportOutcome(id: string, outcome: BrowserOutcome): void {
  const url = `${HAND_OFF_PATH}/${id}/outcome`;
  try {
    // A string goes as text/plain.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, outcome)) return;
    void fetch(url, { method: 'POST', body: outcome, keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  } catch {
    // Nothing more to do: the site sends its own e-mail when no outcome arrives.
  }
}

export { LEAD_ID_FIELD };
