/**
 * Where the booking pages and endpoints are. The pages are made per request (they read the free
 * times and sign the form), in English at these paths and in Urdu under `/ur`.
 */
export const BOOK_PAGE = '/book';
/** The booking's own page: its time, the calendar file, and the forms to move or cancel it. */
export const BOOKED_PAGE = '/book/confirmed';
/** A pending booking's confirm page, from the link in its e-mail (../rules/pending.ts). */
export const CONFIRM_PAGE = '/book/confirm';
export const BOOK_ENDPOINT = '/api/book';
export const CONFIRM_ENDPOINT = '/api/book/confirm';
export const CANCEL_ENDPOINT = '/api/book/cancel';
export const ICS_ENDPOINT = '/api/book/ics';
/** The cookie that keeps what the visitor typed for the one page view after a refused booking. */
export const TYPED_COOKIE = 'book_typed';
/** Why a booking was refused, as the page's `error` parameter. */
export const BOOKING_ERRORS = [
  'invalid',
  'taken',
  'past',
  'outside',
  'too-soon',
  'expired',
  'limit',
  'unavailable',
  'link',
  'already',
  'address',
  'waiting',
  'full',
] as const;
export type BookingError = (typeof BOOKING_ERRORS)[number];
