/**
 * A call's day and time as the booking pages write them, in the page's language: days as the
 * agency's calendar has them ("Tuesday 1 December"), times on its clock ("11:00 am", "11:00 صبح"),
 * and, where a visitor's clock differs, the same instant on theirs. Urdu writes the part of the
 * day in words (صبح، دوپہر، شام), as people say it; both keep the digits 0–9. Pure: the browser's
 * "your time" (src/components/ui/your-time.tsx) uses it too.
 */
import { localeInfo, type Locale } from '@/content/locales';
import { AGENCY_TIME_ZONE, zonedDate, zoneOffsetMs, type CalendarDate } from '@/lib/time/zone';

/**
 * How each language writes a time of day: English on a 12-hour clock, Urdu with the part of the day.
 * `h12`, not `hour12`: en-GB's 12-hour clock would write half past noon "0:30 pm".
 */
const CLOCK: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  ur: { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', dayPeriod: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeInfo[locale].intl, options);
    formats.set(key, found);
  }
  return found;
}

/** "Tuesday 1 December": a day of the agency's calendar. */
export function dayLabel(locale: Locale, day: CalendarDate): string {
  const options = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
  return format(locale, options).format(new Date(`${day}T00:00:00Z`));
}

/** "11:00 am": the time of day at `instant` in `zone` (Pakistan time unless said). */
export function clockTime(locale: Locale, instant: number, zone = AGENCY_TIME_ZONE): string {
  return format(locale, { ...CLOCK[locale], timeZone: zone }).format(instant);
}

/** "Tue 1 Dec, 11:00 am": a slot shown away from its day (the nearest free times). */
export function shortDayTime(locale: Locale, instant: number): string {
  const options = { weekday: 'short', day: 'numeric', month: 'short', timeZone: AGENCY_TIME_ZONE } as const;
  return format(locale, { ...options, ...CLOCK[locale] }).format(instant);
}

/** "Tuesday, 1 December 2026": the date at `instant` in `zone` (Pakistan time unless said). */
export function fullDate(locale: Locale, instant: number, zone = AGENCY_TIME_ZONE): string {
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  return format(locale, { ...options, timeZone: zone }).format(instant);
}

/** "Tuesday, 1 December 2026 at 11:00 am": the whole date and time at `instant` in `zone`. */
export function callTime(locale: Locale, instant: number, zone = AGENCY_TIME_ZONE): string {
  const date = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  return format(locale, { ...date, ...CLOCK[locale], timeZone: zone }).format(instant);
}

/** True when clocks in `zone` show another time than Pakistan's at `instant`. */
export function differsFromAgency(instant: number, zone: string): boolean {
  return zoneOffsetMs(instant, zone) !== zoneOffsetMs(instant, AGENCY_TIME_ZONE);
}

/**
 * The slot's time on the visitor's clock ("2:00 pm", or "Mon 10:00 pm" when their date is another
 * day), or undefined when their clock reads as Pakistan's.
 */
export function visitorTime(locale: Locale, instant: number, zone: string): string | undefined {
  if (!differsFromAgency(instant, zone)) return undefined;
  const otherDay = zonedDate(instant, zone) !== zonedDate(instant);
  const options = otherDay ? ({ weekday: 'short', timeZone: zone } as const) : { timeZone: zone };
  return format(locale, { ...options, ...CLOCK[locale] }).format(instant);
}

/** The zone's name in the page's language, e.g. "Gulf Standard Time" for Asia/Dubai. */
export function zoneName(locale: Locale, zone: string, instant: number): string {
  const parts = format(locale, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
