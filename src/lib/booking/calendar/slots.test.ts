/**
 * The slots on offer: the agency's days and hours in Pakistan time, the buffer, the notice, the
 * horizon, days off, what bookings and a linked calendar hold, and how a visitor's own zone,
 * daylight saving included, reads the same instants.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY, type Availability } from './settings';
import {
  bookableDays,
  checkSlot,
  dayStarts,
  heldSpan,
  nearestSlots,
  offeredSlots,
  slotsByDay,
} from './slots';
import { addDays, isoInZone, wallTimeToInstant, weekdayOf, zonedDate, zoneOffsetMs } from '@/lib/time/zone';

const HOUR = 60 * 60_000;
const MINUTE = 60_000;
const settings: Availability = DEFAULT_AVAILABILITY;
/** Monday 30 November 2026, 08:00 in Lahore (03:00 UTC). */
const MONDAY_8AM = Date.parse('2026-11-30T03:00:00Z');
const pk = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:00`);
const times = (instants: number[]) => instants.map((instant) => isoInZone(instant).slice(11, 16));

describe('the agency clock', () => {
  it('is five hours ahead of UTC all year, with no daylight saving', () => {
    for (const month of ['01', '04', '07', '10']) {
      expect(zoneOffsetMs(Date.parse(`2026-${month}-15T12:00:00Z`), 'Asia/Karachi')).toBe(5 * HOUR);
    }
    expect(isoInZone(pk('2026-12-01', '11:00'))).toBe('2026-12-01T11:00:00+05:00');
    expect(wallTimeToInstant('2026-12-01', 11 * 60)).toBe(Date.parse('2026-12-01T06:00:00Z'));
  });

  it('starts a day at midnight in Lahore, when it is still the day before in UTC', () => {
    const justAfterMidnight = Date.parse('2026-11-29T19:30:00Z');
    expect(zonedDate(justAfterMidnight)).toBe('2026-11-30');
    expect(bookableDays(settings, justAfterMidnight)[0]).toBe('2026-11-30');
    const justBeforeMidnight = Date.parse('2026-11-29T18:59:00Z');
    expect(bookableDays(settings, justBeforeMidnight)[0]).toBe('2026-11-29');
  });

  it('starts the week on Monday', () => {
    expect(weekdayOf('2026-11-30')).toBe('mon');
    expect(weekdayOf('2026-12-06')).toBe('sun');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a visitor in another zone', () => {
  it('reads the same instant across a daylight-saving change in their zone (New York, 1 November 2026)', () => {
    const beforeChange = pk('2026-10-30', '10:00');
    const afterChange = pk('2026-11-02', '10:00');
    expect(isoInZone(beforeChange, 'America/New_York')).toBe('2026-10-30T01:00:00-04:00');
    expect(isoInZone(afterChange, 'America/New_York')).toBe('2026-11-02T00:00:00-05:00');
    // Same Lahore time, an hour apart on the visitor's clock.
    expect(
      zoneOffsetMs(beforeChange, 'America/New_York') - zoneOffsetMs(afterChange, 'America/New_York'),
    ).toBe(HOUR);
  });

  it('gets its own wall time right on both sides of a change (London, 28 March 2027)', () => {
    expect(wallTimeToInstant('2027-03-27', 9 * 60, 'Europe/London')).toBe(Date.parse('2027-03-27T09:00:00Z'));
    expect(wallTimeToInstant('2027-03-29', 9 * 60, 'Europe/London')).toBe(Date.parse('2027-03-29T08:00:00Z'));
  });

  it('may see a Lahore evening call on the previous day', () => {
    expect(zonedDate(pk('2026-12-01', '10:00'), 'America/Los_Angeles')).toBe('2026-11-30');
  });
});

describe('the slots on offer', () => {
  it('runs through the hours one call and its buffer apart, breaks kept', () => {
    expect(times(dayStarts(settings, '2026-12-01').map((slot) => slot.start))).toEqual([
      '10:00',
      '10:45',
      '11:30',
      '12:15',
      '14:00',
      '14:45',
      '15:30',
      '16:15',
      '17:00',
    ]);
    expect(times(dayStarts(settings, '2026-12-04').map((slot) => slot.start))).toEqual([
      '10:00',
      '10:45',
      '11:30',
      '14:30',
      '15:15',
      '16:00',
      '16:45',
      '17:30',
    ]);
    expect(dayStarts(settings, '2026-12-06')).toEqual([]);
  });

  it('each lasts the call’s length and sits on its Lahore day', () => {
    const [first] = dayStarts(settings, '2026-12-01');
    expect(first).toEqual({
      start: pk('2026-12-01', '10:00'),
      end: pk('2026-12-01', '10:30'),
      day: '2026-12-01',
    });
  });

  it('leaves out what is sooner than the notice', () => {
    const today = offeredSlots({ settings, now: pk('2026-11-30', '10:20') }).filter(
      (slot) => slot.day === '2026-11-30',
    );
    // 10:20 + 3 hours = 13:20: the lunch break, so the first is 14:00.
    expect(times(today.map((slot) => slot.start))[0]).toBe('14:00');
  });

  it('covers the horizon of days, and no day after it', () => {
    const days = slotsByDay(offeredSlots({ settings, now: MONDAY_8AM })).map((group) => group.day);
    expect(days[0]).toBe('2026-11-30');
    expect(days.at(-1)).toBe('2026-12-12');
    expect(bookableDays(settings, MONDAY_8AM)).toHaveLength(14);
    expect(days).not.toContain('2026-12-06');
  });

  it('skips days off', () => {
    const now = pk('2026-12-20', '09:00');
    const days = slotsByDay(offeredSlots({ settings, now })).map((group) => group.day);
    expect(days).toContain('2026-12-24');
    expect(days).not.toContain('2026-12-25');
  });

  it('leaves out what a booking holds, its buffer included', () => {
    const taken = [heldSpan(settings, pk('2026-12-01', '10:45'))];
    const day = offeredSlots({ settings, now: MONDAY_8AM, taken }).filter(
      (slot) => slot.day === '2026-12-01',
    );
    expect(times(day.map((slot) => slot.start)).slice(0, 3)).toEqual(['10:00', '11:30', '12:15']);
  });

  it('leaves out the linked calendar’s busy times', () => {
    const busy = [{ start: pk('2026-12-01', '10:15'), end: pk('2026-12-01', '11:00') }];
    const day = offeredSlots({ settings, now: MONDAY_8AM, busy }).filter((slot) => slot.day === '2026-12-01');
    expect(times(day.map((slot) => slot.start)).slice(0, 2)).toEqual(['11:30', '12:15']);
  });

  it('leaves out every time of a busy span days long (a week away from the office)', () => {
    const busy = [{ start: pk('2026-11-30', '00:00'), end: pk('2026-12-03', '00:00') }];
    const days = slotsByDay(offeredSlots({ settings, now: MONDAY_8AM, busy })).map((group) => group.day);
    expect(days[0]).toBe('2026-12-03');
    expect(checkSlot({ settings, now: MONDAY_8AM, busy }, pk('2026-12-02', '17:00'))).toBe('taken');
  });

  it('says why a start cannot be booked', () => {
    const query = {
      settings,
      now: pk('2026-11-30', '10:20'),
      taken: [heldSpan(settings, pk('2026-12-01', '10:00'))],
    };
    expect(checkSlot(query, pk('2026-11-30', '10:00'))).toBe('past');
    expect(checkSlot(query, pk('2026-12-01', '10:10'))).toBe('outside');
    expect(checkSlot(query, pk('2026-12-06', '10:00'))).toBe('outside');
    expect(checkSlot(query, pk('2026-12-25', '10:00'))).toBe('outside');
    expect(checkSlot(query, pk('2026-11-30', '12:15'))).toBe('too-soon');
    expect(checkSlot(query, pk('2026-12-01', '10:00'))).toBe('taken');
    expect(checkSlot(query, pk('2026-12-01', '10:45'))).toBe('ok');
    expect(checkSlot(query, pk('2026-12-20', '10:00'))).toBe('outside');
  });

  it('offers the nearest free times to one just taken, in time order', () => {
    const slots = offeredSlots({ settings, now: MONDAY_8AM });
    const nearest = nearestSlots(slots, pk('2026-12-01', '12:15'), 3);
    expect(times(nearest.map((slot) => slot.start))).toEqual(['10:45', '11:30', '12:15']);
    expect(nearest.every((slot, index) => index === 0 || slot.start > nearest[index - 1]!.start)).toBe(true);
    expect(nearestSlots(slots, pk('2026-12-01', '12:15'), 1)[0]!.start - pk('2026-12-01', '12:15')).toBe(
      0 * MINUTE,
    );
  });
});
