/**
 * The WhatsApp template a booking's event is sent as (content/settings/whatsapp-messages.yaml): its
 * name and language code in the booking's language, and its body's values in the order the owner
 * listed them: the visitor's name, the call's time (Pakistan time, and theirs when it differs), where
 * the call happens, the booking's page, the booking page, how long before the call. Server only.
 */
import 'server-only';
import { copyOf } from '@/content/localized';
import { localePath } from '@/content/locales';
import type { WhatsAppParameter } from '@/content/schema/whatsapp-fields';
import { whatsappMessages } from '@/content/whatsapp-messages';
import { absoluteUrl } from '@/env';
import type { Booking, DeliveryEvent, Lead } from '@/lib/db/schema';
import { leadFields } from '@/lib/leads/store';
import type { TemplateSend } from '@/lib/whatsapp/cloud-api';
import { reminderMinutesOf } from '../messages/owed';
import { placeWords } from '../messages/place-words';
import { bookingLocale, theirTime } from '../messages/visitor-mail';
import { callTime } from '../pages/display';
import { bookingQuery } from '../pages/link';
import { BOOK_PAGE, BOOKED_PAGE } from '../pages/paths';

export type WhatsAppKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

/** Which message a `whatsapp` delivery's event is. */
export function whatsappKind(event: DeliveryEvent | null): WhatsAppKind | undefined {
  if (event === 'booking.created') return 'booked';
  if (event === 'booking.moved') return 'moved';
  if (event === 'booking.cancelled') return 'cancelled';
  return reminderMinutesOf(event) === undefined ? undefined : 'reminder';
}

const MINUTES_PER_HOUR = 60;
const MINUTE_MS = 60_000;
/**
 * Meta refuses a parameter with a new line, a tab or more than four spaces in a row, and an empty
 * one: each value is one line of text, never blank.
 */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim() || '-';
const fill = (text: string, value: number) => text.replaceAll('{n}', String(value));

/** A reminder sent within this of its time says its own lead ("in 1 hour"); later, the time truly left. */
const ON_TIME_MINUTES = 5;
const ROUND_TO_MINUTES = 5;
const HOURS_FROM_MINUTES = 90;

/**
 * How long before the call a reminder says it is: its own lead when it goes on time, else the time
 * truly left (a queue that was held up must not say "in 24 hours" of a call that is in three).
 */
export function minutesBefore(event: DeliveryEvent | null, start: number, now: number): number {
  const lead = reminderMinutesOf(event) ?? 0;
  const left = Math.round((start - now) / MINUTE_MS);
  if (Math.abs(left - lead) <= ON_TIME_MINUTES) return lead;
  if (left >= HOURS_FROM_MINUTES) return Math.round(left / MINUTES_PER_HOUR) * MINUTES_PER_HOUR;
  return Math.max(ROUND_TO_MINUTES, Math.round(left / ROUND_TO_MINUTES) * ROUND_TO_MINUTES);
}

/** Every value a template can name, for this booking and event, in the booking's language, sent at `now`. */
export function templateValues(
  lead: Lead,
  booking: Booking,
  event: DeliveryEvent | null,
  now: number,
): Record<WhatsAppParameter, string> {
  const locale = bookingLocale(booking);
  const copy = copyOf(locale, 'book').email;
  const fields = leadFields(lead);
  const start = Date.parse(booking.starts_at);
  const theirs = theirTime(copy, locale, booking);
  const place = placeWords(copy, booking, fields.whatsapp, false);
  const minutes = minutesBefore(event, start, now);
  const before = whatsappMessages().before[locale === 'ur' ? 'ur' : 'en'];
  const beforeText =
    minutes === MINUTES_PER_HOUR
      ? before.oneHour
      : minutes % MINUTES_PER_HOUR === 0
        ? fill(before.hours, minutes / MINUTES_PER_HOUR)
        : fill(before.minutes, minutes);
  return {
    name: oneLine(fields.name ?? lead.name ?? ''),
    time: oneLine(`${callTime(locale, start)} (${copy.pakistanTime})${theirs ? `; ${theirs}` : ''}`),
    place: oneLine(place.location ?? place.sentence),
    link: absoluteUrl(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(booking.id)}`),
    book: absoluteUrl(localePath(locale, BOOK_PAGE)),
    before: oneLine(beforeText),
  };
}

/** The send for one message: the template in the booking's language, to the visitor's number. */
export function templateSend(
  kind: WhatsAppKind,
  lead: Lead,
  booking: Booking,
  event: DeliveryEvent | null,
  to: string,
  now: number,
): TemplateSend {
  const template = whatsappMessages()[kind];
  const version = template[bookingLocale(booking) === 'ur' ? 'ur' : 'en'];
  const values = templateValues(lead, booking, event, now);
  return {
    to,
    template: {
      name: template.name,
      language: version.code,
      bodyParameters: template.parameters.map((parameter) => values[parameter]),
    },
  };
}
