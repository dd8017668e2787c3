import { DEFAULT_AVAILABILITY } from '../src/lib/booking/calendar/settings';

/** The longest a test takes between reading the times offered and booking one of them. */
const TEST_SPAN_MINUTES = 10;

/**
 * Whether a time offered now (`2026-12-01T15:30:00+05:00`) can still be booked when the test gets
 * to it. The first times offered are only just past the notice: a test that reads them at 12:29:58
 * and books at 12:30:03 is told "too soon", rightly. Tests choose among the times that stay.
 */
export function staysBookable(iso: string, now = Date.now()): boolean {
  return Date.parse(iso) >= now + (DEFAULT_AVAILABILITY.minNoticeMinutes + TEST_SPAN_MINUTES) * 60_000;
}
