/**
 * The booking endpoints' answers: a 303 to the booking's own page (what was typed forgotten), or
 * back to the booking form with why, the time asked for and, in the visitor's own cookie, what
 * they typed. Server only.
 */
import { localePath, type Locale } from '@/content/locales';
import { bookingQuery } from './link';
import { BOOK_PAGE, BOOKED_PAGE, type BookingError } from './paths';
import { clearTypedCookie, setTypedCookie } from './typed-cookie';
import { isoInZone } from '@/lib/time/zone';

export interface Refusal {
  error: BookingError;
  locale: Locale;
  fields: Record<string, string>;
  /** The start asked for, to offer the nearest free times to. */
  slot?: number;
  invalid?: string[];
  /** The booking being moved, when the form was opened from its link. */
  moving?: string;
  secure: boolean;
}

/** Back to the booking page with why; what was typed rides in the visitor's own cookie. */
export function refuse({ error, locale, fields, slot, invalid, moving, secure }: Refusal): Response {
  const params = new URLSearchParams({ error });
  if (slot !== undefined && Number.isFinite(slot)) params.set('slot', isoInZone(slot));
  if (invalid?.length) params.set('invalid', invalid.join(','));
  if (moving) for (const [name, value] of new URLSearchParams(bookingQuery(moving))) params.set(name, value);
  const service = fields.service?.trim();
  if (service) params.set('service', service.slice(0, 80));
  return new Response(null, {
    status: 303,
    headers: {
      location: `${localePath(locale, BOOK_PAGE)}?${params}#book-form`,
      'cache-control': 'no-store',
      'set-cookie': setTypedCookie(fields, secure),
    },
  });
}

/** To the booking's own page, the typed fields forgotten. */
export function toBookedPage(locale: Locale, bookingId: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: `${localePath(locale, BOOKED_PAGE)}?${bookingQuery(bookingId)}`,
      'cache-control': 'no-store',
      'set-cookie': clearTypedCookie,
    },
  });
}
