/**
 * Pakistan time, named here once for the whole site: the agency's hours, days and days off, the
 * inbox's days and weeks, the team's e-mail stamps. Times
 * move through the booking code as instants (milliseconds since the epoch, UTC); these helpers turn
 * an agency date and wall-clock time into an instant and back, for any IANA zone through `Intl`
 * (no table of offsets to keep), so a visitor's own zone, daylight saving included, reads the same.
 */

/** Where the agency works: Pakistan time (UTC+5, no daylight saving). */
export const AGENCY_TIME_ZONE = 'Asia/Karachi';

/** A moment in Pakistan time for the team, in English: "Tue, 1 Dec 2026, 11:30" (e-mail subjects, the lead's rows). */
export const agencyDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

export const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, zone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: number, zone: string): number {
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

function dateParts(date: CalendarDate): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month! - 1, day!];
}

/** The instant `zone`'s clocks show `minutes` past midnight on `date`. */
export function wallTimeToInstant(date: CalendarDate, minutes: number, zone = AGENCY_TIME_ZONE): number {
  const asUtc = Date.UTC(...dateParts(date)) + minutes * MS_PER_MINUTE;
  const first = asUtc - zoneOffsetMs(asUtc, zone);
  // Once more with the offset at the first guess: right across a daylight-saving change.
  const second = asUtc - zoneOffsetMs(first, zone);
  return second;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date `zone`'s calendars show at `instant`. */
export function zonedDate(instant: number, zone = AGENCY_TIME_ZONE): CalendarDate {
  const clock = wallClock(instant, zone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** `2026-12-01T11:00:00+05:00`: the instant as `zone`'s clocks show it, with the offset. */
export function isoInZone(instant: number, zone = AGENCY_TIME_ZONE): string {
  const clock = wallClock(instant, zone);
  const offset = Math.round(zoneOffsetMs(instant, zone) / MS_PER_MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}:` +
    `${pad(clock.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.UTC(...dateParts(date)) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The day of the week of `date`, the week starting on Monday. */
export function weekdayOf(date: CalendarDate): Weekday {
  const sundayFirst = new Date(Date.UTC(...dateParts(date))).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** True when `zone` is a time zone this runtime knows (a visitor's browser may send anything). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `HH:MM` as minutes past midnight. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}
