/**
 * The times a visitor may book: every start within the weekly hours of the next `horizonDays`
 * agency days, one call plus its buffer apart, at least `minNoticeMinutes` from now, skipping days
 * off, the times already held by a booking (./store.ts) and, when a calendar is linked, its busy
 * times (./busy-calendar.ts). Pure: the caller passes the clock and what is taken.
 */
import type { Availability } from './settings';
import { addDays, clockMinutes, weekdayOf, wallTimeToInstant, zonedDate, type CalendarDate } from './zone';

const MS_PER_MINUTE = 60_000;

/** A span of time, [start, end) in milliseconds since the epoch. */
export interface Interval {
  start: number;
  end: number;
}

export interface Slot extends Interval {
  /** The agency's date the call is on. */
  day: CalendarDate;
}

export interface SlotQuery {
  settings: Availability;
  now: number;
  /** Held by bookings: each span a call and its buffer occupy. */
  taken?: readonly Interval[];
  /** Busy in the agency's linked calendar. */
  busy?: readonly Interval[];
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** What a booking of the call at `start` occupies: the call and the buffer after it. */
export function heldSpan(settings: Availability, start: number): Interval {
  return { start, end: start + (settings.slotMinutes + settings.bufferMinutes) * MS_PER_MINUTE };
}

/** Every start the weekly hours give on `day`, ignoring notice and bookings. */
export function dayStarts(settings: Availability, day: CalendarDate): Slot[] {
  if (settings.daysOff.some((off) => off.date === day)) return [];
  const step = settings.slotMinutes + settings.bufferMinutes;
  const slots: Slot[] = [];
  for (const hours of settings.weekly[weekdayOf(day)]) {
    const end = clockMinutes(hours.end);
    for (let minute = clockMinutes(hours.start); minute + settings.slotMinutes <= end; minute += step) {
      const start = wallTimeToInstant(day, minute);
      slots.push({ start, end: start + settings.slotMinutes * MS_PER_MINUTE, day });
    }
  }
  return slots;
}

/** The agency days a visitor may book on now: today and the days after it, `horizonDays` in all. */
export function bookableDays(settings: Availability, now: number): CalendarDate[] {
  const today = zonedDate(now);
  return Array.from({ length: settings.horizonDays }, (_, index) => addDays(today, index));
}

/** The slots on offer now, in order. */
export function offeredSlots({ settings, now, taken = [], busy = [] }: SlotQuery): Slot[] {
  const earliest = now + settings.minNoticeMinutes * MS_PER_MINUTE;
  return bookableDays(settings, now)
    .flatMap((day) => dayStarts(settings, day))
    .filter(
      (slot) =>
        slot.start >= earliest &&
        !taken.some((held) => overlaps(held, heldSpan(settings, slot.start))) &&
        !busy.some((span) => overlaps(span, slot)),
    );
}

/** Why a start cannot be booked, or `ok`. */
export type SlotCheck = 'ok' | 'past' | 'too-soon' | 'outside' | 'taken';

/** Checks the start a visitor asked for against the hours, the notice and what is taken. */
export function checkSlot(query: SlotQuery, start: number): SlotCheck {
  const { settings, now } = query;
  if (start <= now) return 'past';
  const inHours = bookableDays(settings, now)
    .flatMap((day) => dayStarts(settings, day))
    .some((slot) => slot.start === start);
  if (!inHours) return 'outside';
  if (start < now + settings.minNoticeMinutes * MS_PER_MINUTE) return 'too-soon';
  return offeredSlots(query).some((slot) => slot.start === start) ? 'ok' : 'taken';
}

/** The `count` free slots nearest to `wanted` (earlier or later), in time order. */
export function nearestSlots(slots: readonly Slot[], wanted: number, count = 3): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
    .slice(0, count)
    .sort((a, b) => a.start - b.start);
}

/** Slots grouped by their agency day, days in order. */
export function slotsByDay(slots: readonly Slot[]): { day: CalendarDate; slots: Slot[] }[] {
  const days = new Map<CalendarDate, Slot[]>();
  for (const slot of slots) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
