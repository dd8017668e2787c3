/**
 * Fields of the availability form (./availability-form.ts) parsed on their own: the days off, one a
 * line, the confirm-by-e-mail mode and the video link. Pure.
 */
import { CONFIRM_MODES, type ConfirmMode, type DayOff } from './settings';
import { CALENDAR_DATE } from '@/lib/time/zone';

/** A field's value, or what is wrong with it in words for the owner. */
export type Result<T> = { value: T } | { error: string };

/** The most a field may hold: more is a paste gone wrong, not hours (a hundred days off fit). */
export const MAX_FIELD_CHARS = {
  hours: 200,
  number: 10,
  reminders: 20,
  videoLink: 500,
  daysOff: 10_000,
} as const;
const MAX_DAYS_OFF = 100;
const MAX_LABEL = 80;

/** The mode as the form shows it: unset reads as the default, 'over-cap' (../rules/pending.ts). */
export const confirmModeText = (mode: ConfirmMode | undefined): ConfirmMode => mode ?? 'over-cap';

export function parseConfirmMode(text: string): Result<ConfirmMode> {
  const mode = CONFIRM_MODES.find((known) => known === text);
  return mode ? { value: mode } : { error: 'Choose one of the three.' };
}

/** The owner's one video link: https, or empty for a Jitsi room per call (./call-place.ts). */
export function parseVideoLink(text: string): Result<string | undefined> {
  const trimmed = text.trim();
  if (!trimmed) return { value: undefined };
  if (trimmed.length > MAX_FIELD_CHARS.videoLink) return { error: 'Too long for a link.' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { error: `“${trimmed}” is not a link: copy it from Google Meet or Zoom, starting https://.` };
  }
  if (url.protocol !== 'https:') return { error: 'An https:// link, so the call is private on the way.' };
  return { value: url.href };
}

/** A real date of the calendar (`2026-02-30` matches the pattern, but is no day). */
function isRealDate(date: string): boolean {
  return CALENDAR_DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
}

/** Days off, one a line: the date, then its name (a colon or dash between is fine); blank lines skipped. */
export function parseDaysOff(text: string): Result<DayOff[]> {
  if (text.length > MAX_FIELD_CHARS.daysOff) return { error: 'Too long: at most 100 days off.' };
  const days: DayOff[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const at = `Line ${index + 1}`;
    const [first = '', ...rest] = trimmed.split(/\s+/);
    const date = first.replace(/:$/, '');
    if (!isRealDate(date)) return { error: `${at}: “${first}” is not a date like 2026-12-25.` };
    const label = rest
      .join(' ')
      .replace(/^[-–—:]\s*/, '')
      .trim();
    if (label.length > MAX_LABEL) return { error: `${at}: the name is longer than ${MAX_LABEL} characters.` };
    if (days.some((day) => day.date === date)) return { error: `${at}: ${date} is listed twice.` };
    days.push({ date, label });
  }
  if (days.length > MAX_DAYS_OFF) return { error: `At most ${MAX_DAYS_OFF} days off.` };
  return { value: days.sort((a, b) => a.date.localeCompare(b.date)) };
}
