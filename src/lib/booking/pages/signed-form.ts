/**
 * What the forms behind a booking's signed links share (the booked page's cancel button, the
 * confirm page's button): the same-origin check, the form read, its language, and the booking its
 * signed fields name; a link whose signature does not hold goes back to the booking page. Server
 * only.
 */
import 'server-only';
import { defaultLocale, isLocale, localePath, type Locale } from '@/content/locales';
import type { ServerEnv } from '@/env';
import { readFields } from '@/lib/http/body';
import { fromSameOrigin } from '@/lib/http/same-origin';
import { BOOK_PAGE } from './paths';

/** A language from the form or the store, the site's default for anything else. */
export const localeOf = (value: string | undefined): Locale =>
  value && isLocale(value) ? value : defaultLocale;

export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

export interface SignedForm {
  fields: Record<string, string>;
  locale: Locale;
  /** The booking the signed fields name. */
  id: string;
}

/**
 * The signed form, or the answer that ends the request: 403 from another site (`refusal` says
 * where the form lives), 400 for a body that cannot be read, and back to /book for a bad link.
 */
export async function readSignedForm(
  request: Request,
  server: ServerEnv,
  {
    refusal,
    readLink,
  }: { refusal: string; readLink: (fields: Record<string, string>) => string | undefined },
): Promise<SignedForm | Response> {
  if (!fromSameOrigin(request.headers, server.trustProxy)) return new Response(refusal, { status: 403 });
  let fields: Record<string, string>;
  try {
    fields = await readFields(request);
  } catch {
    return new Response('The form could not be read.', { status: 400 });
  }
  const locale = localeOf(fields.language);
  const id = readLink(fields);
  if (!id) return seeOther(`${localePath(locale, BOOK_PAGE)}?error=link`);
  return { fields, locale, id };
}
