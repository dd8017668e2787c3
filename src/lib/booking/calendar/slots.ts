/**
 * The times a visitor may book: every start within the weekly hours of the next `horizonDays`
 * agency days, one call plus its buffer apart, at least `minNoticeMinutes` from now, skipping days
 * off, the times already held by a booking (../rules/store.ts) and, when a calendar is linked, its busy
 * times (./busy-calendar.ts). Pure: the caller passes the clock and what is taken.
 */
import type { Availability } from './settings';
import {
  addDays,
  clockMinutes,
  weekdayOf,
  wallTimeToInstant,
  zonedDate,
  type CalendarDate,
} from '@/lib/time/zone';

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

/** Spans sorted by start, with the longest one's length: what a search for an overlap needs. */
interface SpanIndex {
  sorted: Interval[];
  longest: number;
}

function spanIndex(spans: readonly Interval[]): SpanIndex {
  return {
    sorted: [...spans].sort((a, b) => a.start - b.start),
    longest: spans.reduce((most, span) => Math.max(most, span.end - span.start), 0),
  };
}

/**
 * True when a span of `index` overlaps `span`: a binary search for the last that starts before it
 * ends, then back only as far as the longest span could reach.
 */
function overlapsAny({ sorted, longest }: SpanIndex, span: Interval): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.start < span.end) low = middle + 1;
    else high = middle;
  }
  for (let index = low - 1; index >= 0 && sorted[index]!.start >= span.start - longest; index -= 1) {
    if (sorted[index]!.end > span.start) return true;
  }
  return false;
}

function isFree(settings: Availability, slot: Slot, taken: SpanIndex, busy: SpanIndex): boolean {
  return !overlapsAny(taken, heldSpan(settings, slot.start)) && !overlapsAny(busy, slot);
}

/** The slots on offer now, in order. */
export function offeredSlots({ settings, now, taken = [], busy = [] }: SlotQuery): Slot[] {
  const earliest = now + settings.minNoticeMinutes * MS_PER_MINUTE;
  const [takenIndex, busyIndex] = [spanIndex(taken), spanIndex(busy)];
  return bookableDays(settings, now)
    .flatMap((day) => dayStarts(settings, day))
    .filter((slot) => slot.start >= earliest && isFree(settings, slot, takenIndex, busyIndex));
}

/** Why a start cannot be booked, or `ok`. */
export type SlotCheck = 'ok' | 'past' | 'too-soon' | 'outside' | 'taken';

/** Checks the start a visitor asked for against the hours, the notice and what is taken. */
export function checkSlot(query: SlotQuery, start: number): SlotCheck {
  const { settings, now } = query;
  if (start <= now) return 'past';
  const day = zonedDate(start);
  const slot = bookableDays(settings, now).includes(day)
    ? dayStarts(settings, day).find((candidate) => candidate.start === start)
    : undefined;
  if (!slot) return 'outside';
  if (start < now + settings.minNoticeMinutes * MS_PER_MINUTE) return 'too-soon';
  return isFree(settings, slot, spanIndex(query.taken ?? []), spanIndex(query.busy ?? [])) ? 'ok' : 'taken';
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
