/**
 * The forms' field limits and honeypot name, apart from the schemas so that the forms can render
 * their `maxLength` attributes without loading the validation library (it loads on first use).
 */
/** `package` is not typed: a package's "Choose" link names it (`search-engine-optimization/growth`). */
export const FIELD_LIMITS = { name: 100, email: 254, subject: 150, package: 80, message: 5000 } as const;

/**
 * The hidden field only bots fill in. A name bots love, but one that no browser autofill type
 * matches (a "company" name could be autofilled with the organisation and drop a real lead).
 */
export const HONEYPOT_FIELD = 'website';

/** The body field that carries the message's id. */
export const LEAD_ID_FIELD = 'lead_id';

/** The schemas and their helpers, loaded when a visitor starts on a form or sends it. */
export function loadValidation() {
  return import('./contact');
}

/**
 * The hidden field a form's proof travels in: the signed form token the server gave the page and
 * the proof of work solved for it (src/lib/forms/proof.ts, checked by src/lib/intake/proof.ts).
 * ALTCHA's own widget uses the same name.
 */
export const PROOF_FIELD = 'altcha';

/**
 * A form sent sooner than this after its token was issued was filled in by a machine: a person
 * reads and types for longer. The browser waits out the rest before sending, so a quick person
 * (a one-field newsletter form filled by autofill) is never counted as one.
 */
export const MIN_FILL_MS = 3_000;
