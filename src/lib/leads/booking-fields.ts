/**
 * What a booking's e-mail adds to its lead's fields, as the EmailJS booking template's parameters
 * (EMAILJS_BOOKING_TEMPLATE_ID): the event, the call's time in Pakistan time and in UTC, and the
 * visitor's own zone. docs/forms-and-leads.md lists them for the template.
 */
import 'server-only';
import type { Booking, DeliveryEvent } from '@/lib/db/schema';
import { AGENCY_TIME_ZONE, isoInZone } from '@/lib/time/zone';

const agencyTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function bookingEmailFields(event: DeliveryEvent | null, booking: Booking): Record<string, string> {
  const start = Date.parse(booking.starts_at);
  return {
    booking_event: event === 'booking.cancelled' ? 'cancelled' : 'booked',
    call_time: `${agencyTime.format(start)} (Pakistan time)`,
    call_start: isoInZone(start),
    call_end: isoInZone(Date.parse(booking.ends_at)),
    call_time_zone: booking.time_zone ?? '',
  };
}
