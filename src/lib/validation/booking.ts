/**
 * What the booking form (/book) accepts: the call's start, who is calling and about what, with the
 * contact form's rules for the name, the e-mail, the attribution and the hidden field
 * (./contact.ts). Field errors name the field, so the page can say what to fix in its own words.
 */
import { z } from 'zod';
import { attribution, email, honeypot, language, optional, plain, required } from './contact';
import { FIELD_LIMITS, HONEYPOT_FIELD } from './fields';
import { toE164 } from '@/lib/whatsapp/phone';

export const BOOKING_LIMITS = { whatsapp: 24, service: 80, message: 2000, timeZone: 64 } as const;

/** A call's start as the page writes it: `2026-12-01T11:00:00+05:00` (or any ISO 8601 with a zone). */
const SLOT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A phone number as people write one: digits (Urdu's ۰–۹ and Arabic's ٠–٩ too), spaces, dashes,
 * brackets, a leading +.
 */
const PHONE = /^\+?[\d\u06f0-\u06f9\u0660-\u0669\s()-]{7,}$/;
const DIGIT = /[\d\u06f0-\u06f9\u0660-\u0669]/g;

const slot = z
  .string()
  .trim()
  .regex(SLOT, 'slot must be a time from the list')
  .transform((value) => Date.parse(value))
  .refine((value) => Number.isFinite(value), 'slot must be a time from the list');

const whatsapp = optional('whatsapp', BOOKING_LIMITS.whatsapp).refine(
  (value) => value === '' || (PHONE.test(value) && (value.match(DIGIT)?.length ?? 0) >= 7),
  'whatsapp must be a phone number',
);

const message = z
  .string()
  .optional()
  .transform((value) => (value ?? '').replace(/\r\n?/g, '\n').trim())
  .pipe(
    z.string().max(BOOKING_LIMITS.message, `message must be at most ${BOOKING_LIMITS.message} characters`),
  )
  .pipe(plain('message', 'multi'));

/** The WhatsApp messages' tick box (checked: `yes`), offered only when they are set up. */
export const WHATSAPP_OPT_IN = 'whatsapp_optin';

const bookingFields = z.object({
  slot,
  name: required('name', FIELD_LIMITS.name, 'single'),
  email,
  whatsapp,
  [WHATSAPP_OPT_IN]: z.enum(['yes'], 'whatsapp_optin must be yes or absent').optional(),
  service: optional('service', BOOKING_LIMITS.service),
  message,
  /** The visitor's own time zone, which the page's script fills in (no script: none). */
  tz: optional('tz', BOOKING_LIMITS.timeZone),
  ...attribution,
  language,
  [HONEYPOT_FIELD]: honeypot,
});

/** A move asks only for the new time (and the visitor's zone): who is calling stays as booked. */
export const moveSchema = bookingFields.pick({ slot: true, tz: true });

export const bookingSchema = bookingFields
  // Messages asked for need a number they can reach: one a phone can be sent to (E.164).
  .refine((fields) => fields[WHATSAPP_OPT_IN] !== 'yes' || toE164(fields.whatsapp) !== null, {
    path: ['whatsapp'],
    message: 'whatsapp must be a number WhatsApp messages can reach',
  });

export type BookingFields = z.infer<typeof bookingSchema>;

/** The fields a visitor types, kept when a booking is refused so nothing has to be typed again. */
export const TYPED_BOOKING_FIELDS = [
  'name',
  'email',
  'whatsapp',
  WHATSAPP_OPT_IN,
  'service',
  'message',
] as const;
export type TypedBookingField = (typeof TYPED_BOOKING_FIELDS)[number];

/** The fields that failed, by name (the first problem of each). */
export function invalidFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean))];
}
