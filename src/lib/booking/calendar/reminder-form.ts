/**
 * The reminders field of the availability form (./availability-form.ts): the hours before a call
 * at which the visitor is reminded, as the owner types them (`24, 1`; `0.5` for half an hour;
 * empty for none), and back. Pure.
 */
import { HOLD_STEP_MINUTES } from './settings';

const MINUTES_PER_HOUR = 60;
const MAX_REMINDERS = 3;
/** A week: the schema's limit (./settings.ts). */
const MAX_HOURS = 7 * 24;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** `24, 1` for reminders a day and an hour before. */
export function reminderHoursText(reminderMinutes: readonly number[]): string {
  return reminderMinutes
    .map((minutes) => String(Math.round((minutes / MINUTES_PER_HOUR) * 100) / 100))
    .join(', ');
}

/** The minutes before the call of each reminder typed, latest first, or what is wrong. */
export function parseReminderHours(text: string): { value: number[] } | { error: string } {
  const pieces = text
    .split(/[,;\s]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > MAX_REMINDERS) return { error: `At most ${MAX_REMINDERS} reminders.` };
  const minutes: number[] = [];
  for (const piece of pieces) {
    if (!DECIMAL.test(piece)) return { error: `“${piece}” is not a number of hours, like 24 or 1.5.` };
    const value = Math.round(Number(piece.replace(',', '.')) * MINUTES_PER_HOUR);
    if (value < HOLD_STEP_MINUTES || value > MAX_HOURS * MINUTES_PER_HOUR) {
      return {
        error: `Each reminder between ${HOLD_STEP_MINUTES} minutes and ${MAX_HOURS} hours before the call.`,
      };
    }
    if (value % HOLD_STEP_MINUTES !== 0) {
      return { error: `“${piece}” hours is not a whole number of ${HOLD_STEP_MINUTES}-minute steps.` };
    }
    minutes.push(value);
  }
  return { value: [...new Set(minutes)].sort((a, b) => b - a) };
}
