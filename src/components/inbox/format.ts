/** Dates and labels as the inbox shows them: Pakistan time, English. */
import type { LeadForm } from '@/lib/db/schema';
import { AGENCY_TIME_ZONE, type Weekday } from '@/lib/time/zone';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatTime(iso: string | Date): string {
  return DATE_TIME.format(new Date(iso));
}

const zoned = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(zone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${zone} ${withDay}`;
  let format = zoned.get(key);
  if (!format) {
    const day = withDay ? ({ weekday: 'short', day: 'numeric', month: 'short' } as const) : {};
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      ...day,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoned.set(key, format);
  }
  return format;
}

/** The time of day, 24-hour (`14:30`), in Pakistan time or the zone given. */
export function formatClock(iso: string | Date, zone = AGENCY_TIME_ZONE): string {
  return zonedFormat(zone, false).format(new Date(iso));
}

/** The day and time in a visitor's own zone (`Wed 2 Dec, 05:00`): their date may not be Pakistan's. */
export function formatInZone(iso: string | Date, zone: string): string {
  return zonedFormat(zone, true).format(new Date(iso));
}

export const FORM_NAMES: Record<LeadForm, string> = {
  contact: 'Contact',
  subscribe: 'Subscribe',
  booking: 'Booking',
};

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ur: 'Urdu' };
export const languageName = (code: string | null) => LANGUAGE_NAMES[code ?? 'en'] ?? code ?? 'English';
