/**
 * The booking tests choose among the times that stay bookable while they run (e2e/slot-times.ts):
 * the first time offered may pass the notice between reading the page and booking it.
 */
import { expect, test } from 'vitest';
import { checkSlot, offeredSlots } from '@/lib/booking/calendar/slots';
import { DEFAULT_AVAILABILITY } from '@/lib/booking/calendar/settings';
import { isoInZone } from '@/lib/time/zone';
import { staysBookable } from '../slot-times';

const MINUTE = 60_000;

test('a time offered just past the notice is left alone; the site refuses it a few seconds on', () => {
  const settings = DEFAULT_AVAILABILITY;
  const notice = settings.minNoticeMinutes * MINUTE;
  // Ten seconds before a time passes the notice (on Monday 7 December 2026, in Lahore).
  const morning = Date.parse('2026-12-07T08:00:00+05:00');
  const start = offeredSlots({ settings, now: morning }).find(
    (slot) => slot.start > morning + notice + 60 * MINUTE,
  )!.start;
  const now = start - notice - 10_000;
  const [first, second] = offeredSlots({ settings, now });
  expect(first!.start).toBe(start);
  expect(checkSlot({ settings, now }, first!.start)).toBe('ok');
  expect(checkSlot({ settings, now: now + 15_000 }, first!.start)).toBe('too-soon');
  expect(staysBookable(isoInZone(first!.start), now)).toBe(false);
  expect(staysBookable(isoInZone(second!.start), now)).toBe(true);
  expect(checkSlot({ settings, now: now + 10 * MINUTE }, second!.start)).toBe('ok');
});
