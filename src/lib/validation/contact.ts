import { z } from 'zod';
import { ATTRIBUTION_LIMITS, type AttributionField } from '../analytics/attribution';
import { locales } from '../../content/locales';
import { FIELD_LIMITS, HONEYPOT_FIELD } from './fields';

// zod probes for eval (`new Function`) to compile faster parsers; the site's CSP forbids eval,
// so the probe would be reported as a violation in the browser. Plain parsing is fast enough.
z.config({ jitless: true });

/** What the contact and subscribe forms accept, shared by the forms (the check before sending),
 * the embedded endpoint and the tests. The limits live in ./fields. */
export { FIELD_LIMITS, HONEYPOT_FIELD };

const HONEYPOT_MAX = 2000;

/**
 * Browsers count a line break in a textarea as one character for `maxLength`, but send it as
 * CRLF; normalising first keeps the server's limit the same as the browser's.
 */
const normalised = z.string().transform((value) => value.replace(/\r\n?/g, '\n').trim());

/**
 * Control characters (Unicode Cc: U+0000–U+001F and U+007F–U+009F). A single-line field has no use
 * for any of them, and a line break in a name or subject could start a new header or log line
 * wherever the value is passed on (the e-mail, the CSV, the logs).
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, less the line break and tab a message may hold (a CR is already a line feed here). */
const CONTROL_CHARACTER_IN_TEXT = /[^\P{Cc}\n\t]/u;

/** A field is one line (name, e-mail, subject, package) or running text (the message). */
type Lines = 'single' | 'multi';

/** Refuses control characters, after the value has been normalised and trimmed. */
export function plain(label: string, lines: Lines) {
  const [pattern, message] =
    lines === 'single'
      ? [CONTROL_CHARACTER, `${label} must be a single line without control characters`]
      : [
          CONTROL_CHARACTER_IN_TEXT,
          `${label} must not contain control characters other than line breaks and tabs`,
        ];
  return z.string().refine((value) => !pattern.test(value), message);
}

export function required(label: string, max: number, lines: Lines) {
  return normalised
    .pipe(z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`))
    .pipe(plain(label, lines));
}

export function optional(label: string, max: number) {
  return z
    .string()
    .optional()
    .transform((value) => (value ?? '').replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`))
    .pipe(plain(label, 'single'));
}

/** The same rule as the browser's `type="email"` check, so the two never disagree. */
export const email = normalised.pipe(
  z
    .string()
    .min(1, 'email is required')
    .max(FIELD_LIMITS.email, `email must be at most ${FIELD_LIMITS.email} characters`)
    .pipe(plain('email', 'single'))
    .pipe(z.email({ pattern: z.regexes.html5Email, error: 'email is not a valid e-mail address' })),
);

/**
 * Where the lead came from (see lib/analytics/attribution), sent by the forms as hidden fields: optional,
 * dropped when blank, and a value over its limit is rejected like any other field.
 */
function attributionField(field: AttributionField) {
  const max = ATTRIBUTION_LIMITS[field];
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(max, `${field} must be at most ${max} characters`).optional());
}

export const attribution = {
  utm_source: attributionField('utm_source'),
  utm_medium: attributionField('utm_medium'),
  utm_campaign: attributionField('utm_campaign'),
  landing_page: attributionField('landing_page'),
  referrer_host: attributionField('referrer_host'),
} satisfies Record<AttributionField, z.ZodType>;

/** Kept apart from the message: a filled honeypot means "pretend to send, send nothing". */
export const honeypot = z
  .string()
  .optional()
  .transform((value) => value ?? '')
  .pipe(z.string().max(HONEYPOT_MAX));

/**
 * The language of the page the form was sent from. The forms on the English pages send none; the
 * Urdu pages' forms send `ur`, which the stored lead and its CSV keep so a reply can be in Urdu.
 */
export const language = z.enum(locales, { error: `language must be one of ${locales.join(', ')}` }).optional();

export const contactSchema = z.object({
  name: required('name', FIELD_LIMITS.name, 'single'),
  email,
  subject: optional('subject', FIELD_LIMITS.subject),
  /** The package chosen on a service page or /pricing, as `<service>/<package>`: a hidden field. */
  package: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(
      z
        .string()
        .max(FIELD_LIMITS.package, `package must be at most ${FIELD_LIMITS.package} characters`)
        .pipe(plain('package', 'single'))
        .optional(),
    ),
  message: required('message', FIELD_LIMITS.message, 'multi'),
  ...attribution,
  language,
  [HONEYPOT_FIELD]: honeypot,
});

export const subscribeSchema = z.object({
  email,
  ...attribution,
  language,
  [HONEYPOT_FIELD]: honeypot,
});

/** Each form's schema by the form's name, the same name as its EmailJS template. */
export const formSchemas = { contact: contactSchema, subscribe: subscribeSchema } as const;

/** True when the hidden field was filled in, i.e. a bot sent the form. */
export function isBot(values: { [HONEYPOT_FIELD]: string }): boolean {
  return values[HONEYPOT_FIELD].trim() !== '';
}

/** Drops the honeypot from a parsed message. */
export function withoutHoneypot<T extends { [HONEYPOT_FIELD]: string }>(
  values: T,
): Omit<T, typeof HONEYPOT_FIELD> {
  const { [HONEYPOT_FIELD]: _honeypot, ...fields } = values;
  return fields;
}

/** One readable line listing what is wrong, e.g. "name is required; email is not a valid e-mail address". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.join('.');
      if (issue.code === 'invalid_type') return `${field} is required`;
      return issue.message.startsWith(field) || !field ? issue.message : `${field}: ${issue.message}`;
    })
    .join('; ');
}
