/**
 * Where a form sent without JavaScript sends the visitor back (303), and how the page gets back
 * what they typed. The note for the outcome shows through CSS `:target` (`#contact-sent`,
 * `#contact-error`, `#subscribe-…`); after a failure the typed values ride along in the query, so
 * the server-rendered form can show them again with no script and no server-side state.
 * Pure: used by the route handler and by the pages that render the forms.
 */
// Relative, not '@/…': next.config.ts (rewrites) can import this file, and it does not resolve aliases.
import { FIELD_LIMITS } from '../validation/fields';
import type { EmailForm } from '@/lib/email/config';

export type ReturnState = 'sent' | 'error';

/** The fields a visitor types in each form, in the order they are kept when space runs out. */
export const TYPED_FIELDS = {
  // `package` is not typed but rides along with the subject its "Choose" link filled in.
  contact: ['name', 'email', 'subject', 'package', 'message'],
  subscribe: ['email'],
} as const satisfies Record<EmailForm, readonly (keyof typeof FIELD_LIMITS)[]>;

export type TypedField<F extends EmailForm> = (typeof TYPED_FIELDS)[F][number];
export type TypedValues<F extends EmailForm> = Record<TypedField<F>, string>;

/**
 * Query key prefix per form. The footer's subscribe form is on every page, /contact-us included,
 * so its address must not land in the contact form's e-mail field.
 */
const PARAM_PREFIX: Record<EmailForm, string> = { contact: '', subscribe: 'subscribe_' };

/** The query parameter carrying `field` of `form`, e.g. `message` or `subscribe_email`. */
export function typedParam(form: EmailForm, field: string): string {
  return `${PARAM_PREFIX[form]}${field}`;
}

/** Every query parameter that carries `form`'s typed values, e.g. for a rewrite's `has` conditions. */
export function typedParams(form: EmailForm): string[] {
  return TYPED_FIELDS[form].map((field) => typedParam(form, field));
}

/**
 * Room for the typed values in the Location, encoded. Request lines over 8 KB are refused by
 * common proxies (nginx's default buffer) and Node.js allows 16 KB of headers in all, so the
 * values get 6,000 characters; past that the message (the last field) is cut short.
 */
export const MAX_RETURN_QUERY_CHARS = 6000;

/** Cuts `value` to `max` UTF-16 units (as `maxLength` counts) without splitting a surrogate pair. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

const encodedLength = (key: string, value: string) => new URLSearchParams([[key, value]]).toString().length;

/** The longest start of `value` whose `key=value` encoding fits in `budget` characters. */
function fitEncoded(key: string, value: string, budget: number): string {
  if (encodedLength(key, value) <= budget) return value;
  const chars = Array.from(value);
  let fits = 0;
  let tooLong = chars.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (encodedLength(key, chars.slice(0, middle).join('')) <= budget) fits = middle;
    else tooLong = middle;
  }
  return chars.slice(0, fits).join('');
}

export interface ReturnLocationInput {
  form: EmailForm;
  /** The same-site page to go back to: a path with an optional query, e.g. `/services?x=1`. */
  page: string;
  state: ReturnState;
  /** What was posted; only the form's typed fields are used, and only after a failure. */
  fields?: Record<string, string | undefined>;
}

/** The Location of the 303 back to the page, e.g. `/contact-us?name=…&message=…#contact-error`. */
export function returnLocation({ form, page, state, fields = {} }: ReturnLocationInput): string {
  const url = new URL(page, 'http://site.invalid');
  // Values from an earlier failure of this form are stale now; the other form's stay.
  for (const field of TYPED_FIELDS[form]) url.searchParams.delete(typedParam(form, field));
  if (state === 'error') {
    let budget = MAX_RETURN_QUERY_CHARS;
    for (const field of TYPED_FIELDS[form]) {
      const key = typedParam(form, field);
      // Browsers send a textarea's line breaks as CRLF; one LF is what the field shows.
      const typed = clip((fields[field] ?? '').replace(/\r\n?/g, '\n'), FIELD_LIMITS[field]);
      if (!typed.trim()) continue;
      const value = fitEncoded(key, typed, budget - 1);
      if (!value) continue;
      url.searchParams.set(key, value);
      budget -= encodedLength(key, value) + 1;
    }
  }
  // A path such as `//evil.example` would be read as another host: keep one leading slash.
  const path = url.pathname.replace(/^\/{2,}/, '/');
  return `${path}${url.search}#${form}-${state}`;
}

/** The shape of Next.js's `searchParams` prop, or a `URLSearchParams`. */
export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What a visitor typed, from the query of a failure's return Location: every field of `form`,
 * empty when absent, cut to the field's limit (the query is anyone's to write).
 */
export function typedValuesFromSearchParams<F extends EmailForm>(
  searchParams: SearchParamsInput,
  form: F,
): TypedValues<F> {
  const read = (key: string): string => {
    const value = searchParams instanceof URLSearchParams ? searchParams.get(key) : searchParams[key];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const fields: readonly TypedField<F>[] = TYPED_FIELDS[form];
  return Object.fromEntries(
    fields.map((field) => [field, clip(read(typedParam(form, field)), FIELD_LIMITS[field])]),
  ) as TypedValues<F>;
}

/**
 * The same-site page (path and query) the form was sent from, from the Referer; `fallback` when
 * there is none or it names another site, so the redirect can never lead off the site.
 */
export function sameSitePage(referer: string | null, host: string | null, fallback = '/'): string {
  if (!referer || !host) return fallback;
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
