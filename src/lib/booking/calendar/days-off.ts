/**
 * When the days off the owner keeps (Pakistan's holidays, ./settings.ts) run out: the inbox warns
 * 60 days before the last one, so next year's dates (Eid follows the moon) are added in time. Pure.
 */
import type { Availability } from './settings';
import { addDays, zonedDate, type CalendarDate } from '@/lib/time/zone';

/** How long before the list ends the inbox says so. */
export const DAYS_OFF_WARNING_DAYS = 60;

/** The last day off, when it is within the warning's reach of today (or past); undefined otherwise. */
export function daysOffRunningOut(availability: Availability, now = Date.now()): CalendarDate | undefined {
  const last = availability.daysOff
    .map((day) => day.date)
    .sort()
    .at(-1);
  const horizon = addDays(zonedDate(now), DAYS_OFF_WARNING_DAYS);
  if (!last) return horizon;
  return last <= horizon ? last : undefined;
}
