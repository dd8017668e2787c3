/**
 * What the booking page's address says about the view to show (./intake.ts writes it after a
 * refusal): why the booking was refused, which fields to fix, the time that was asked for, and the
 * service or package to preselect (`?service=` from a refusal or a link, `?package=` from a
 * package's "Book a call about this"). Anything that is not one of ours reads as nothing. Pure.
 */
import { BOOKING_ERRORS, type BookingError } from './paths';

export type PageParams = Record<string, string | string[] | undefined>;

/** The fields a refusal can name that the page has a message of its own for. */
export const MESSAGED_FIELDS = ['slot', 'name', 'email', 'whatsapp', 'service', 'message'] as const;
export type MessagedField = (typeof MESSAGED_FIELDS)[number];

/** A preselected service or package: a slug, or `<service>/<package>`. */
const CHOICE = /^[A-Za-z0-9-]{1,60}(\/[a-z0-9-]{1,30})?$/;

export interface BookPageQuery {
  error?: BookingError;
  /** The fields a refusal named, those the page can say something about. */
  invalid: MessagedField[];
  /** The start that was asked for, as an instant. */
  wanted?: number;
  /** The service slug or package key to preselect. */
  choice?: string;
}

export const firstValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

function isBookingError(value: string | undefined): value is BookingError {
  return (BOOKING_ERRORS as readonly string[]).includes(value ?? '');
}

export function readBookPageQuery(params: PageParams): BookPageQuery {
  const error = firstValue(params.error);
  const named = (firstValue(params.invalid) ?? '').split(',');
  const wanted = Date.parse(firstValue(params.slot) ?? '');
  const choice = [firstValue(params.package), firstValue(params.service)].find(
    (value) => value !== undefined && CHOICE.test(value),
  );
  return {
    ...(isBookingError(error) ? { error } : {}),
    invalid: MESSAGED_FIELDS.filter((field) => named.includes(field)),
    ...(Number.isFinite(wanted) ? { wanted } : {}),
    ...(choice ? { choice } : {}),
  };
}

/** The key of an error's message in the copy: `too-soon` → `tooSoon`. */
export function errorCopyKey<E extends BookingError>(error: E) {
  return error.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as E extends 'too-soon'
    ? 'tooSoon'
    : E;
}
