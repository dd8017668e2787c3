/**
 * The availability form of the inbox (/admin/availability) as text and back: each weekday's hours
 * as `10:00–13:00, 14:00–18:00` (empty: closed), the lengths in minutes, the notice in hours, the
 * horizon in days, whether bookings are confirmed by e-mail, where calls happen (a WhatsApp call,
 * the owner's video link or a Jitsi room: ./call-place.ts), and the days off one a line
 * (`2026-12-25 Quaid-e-Azam Day`, ./availability-form-parts.ts). Parsing says what
 * is wrong field by field, in words for the owner, and gives a value ./settings.ts accepts. Pure.
 */
import { availabilitySchema, HOLD_STEP_MINUTES, type Availability, type Hours } from './settings';
import {
  confirmModeText,
  MAX_FIELD_CHARS,
  parseConfirmMode,
  parseDaysOff,
  parseVideoLink,
  type Result,
} from './availability-form-parts';
import { parseReminderHours, reminderHoursText } from './reminder-form';
import { clockMinutes, WEEKDAYS, type Weekday } from '@/lib/time/zone';

export const NUMBER_FIELDS = ['slotMinutes', 'bufferMinutes', 'minNoticeHours', 'horizonDays'] as const;
export const AVAILABILITY_FIELDS = [
  ...WEEKDAYS,
  ...NUMBER_FIELDS,
  'reminders',
  'confirmByEmail',
  'whatsappCalls',
  'videoLink',
  'daysOff',
] as const;
export type AvailabilityField = (typeof AVAILABILITY_FIELDS)[number];
/** What the form's fields hold, as typed. */
export type AvailabilityFormValues = Record<AvailabilityField, string>;
export type AvailabilityFormErrors = Partial<Record<AvailabilityField, string>>;
export type ParsedAvailability =
  { ok: true; value: Availability } | { ok: false; errors: AvailabilityFormErrors };
export { MAX_FIELD_CHARS, parseDaysOff } from './availability-form-parts';
const MAX_RANGES = 4;
const MINUTES_PER_HOUR = 60;
/** Limits as ./settings.ts has them, said in the form's own units. */
const LIMITS = {
  slotMinutes: { min: 15, max: 120 },
  bufferMinutes: { min: 0, max: 60 },
  minNoticeHours: { min: 0, max: 7 * 24 },
  horizonDays: { min: 1, max: 60 },
} as const;

/** A range as the form writes it: an en dash between the times. */
const DASH = '–';
/** `9:30-13:00`, `09:30 – 13:00`, `09:30—13:00`: a hyphen, an en dash or an em dash. */
const RANGE = /^(\d{1,2}):(\d{2})\s*[-–—]\s*(\d{1,2}):(\d{2})$/;
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** `9` and `30` as `09:30`, or undefined for a time no clock shows. */
const clockText = (hour: string, minute: string) =>
  Number(hour) <= 23 && Number(minute) <= 59 ? `${hour.padStart(2, '0')}:${minute}` : undefined;
const hoursText = (ranges: readonly Hours[]) =>
  ranges.map((range) => `${range.start}${DASH}${range.end}`).join(', ');

/** The form's fields for `availability`: what the owner sees before changing anything. */
export function availabilityFormValues(availability: Availability): AvailabilityFormValues {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, hoursText(availability.weekly[day])]));
  return {
    ...(week as Record<Weekday, string>),
    slotMinutes: String(availability.slotMinutes),
    bufferMinutes: String(availability.bufferMinutes),
    minNoticeHours: String(Math.round((availability.minNoticeMinutes / MINUTES_PER_HOUR) * 100) / 100),
    horizonDays: String(availability.horizonDays),
    reminders: reminderHoursText(availability.reminderMinutes),
    confirmByEmail: confirmModeText(availability.confirmByEmail),
    whatsappCalls: availability.whatsappCalls ? 'on' : '',
    videoLink: availability.videoLink ?? '',
    daysOff: availability.daysOff.map((day) => `${day.date} ${day.label}`.trim()).join('\n'),
  };
}

/** The form's fields from a post (a missing field is empty). */
export function readAvailabilityForm(form: { get(name: string): unknown }): AvailabilityFormValues {
  const entries = AVAILABILITY_FIELDS.map((field) => {
    const value = form.get(field);
    return [field, typeof value === 'string' ? value : ''];
  });
  return Object.fromEntries(entries) as AvailabilityFormValues;
}

function parseRange(piece: string): Result<Hours> {
  const [, startHour, startMinute = '', endHour = '', endMinute = ''] = RANGE.exec(piece) ?? [];
  if (!startHour) return { error: `“${piece}” is not a range like 10:00–13:00.` };
  const start = clockText(startHour, startMinute);
  const end = clockText(endHour, endMinute);
  if (!start || !end) return { error: `“${piece}” has a time that does not exist: use 00:00 to 23:59.` };
  if (clockMinutes(end) <= clockMinutes(start)) return { error: `“${piece}” ends before it starts.` };
  return { value: { start, end } };
}

/** One weekday's hours: ranges apart by commas (or semicolons), put in order, never overlapping. */
export function parseDayHours(text: string): Result<Hours[]> {
  if (text.length > MAX_FIELD_CHARS.hours) return { error: 'Too long for a day’s hours.' };
  const pieces = text
    .split(/[,;]/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > MAX_RANGES) return { error: `At most ${MAX_RANGES} ranges a day.` };
  const ranges: Hours[] = [];
  for (const piece of pieces) {
    const range = parseRange(piece);
    if ('error' in range) return range;
    ranges.push(range.value);
  }
  ranges.sort((a, b) => clockMinutes(a.start) - clockMinutes(b.start));
  for (let index = 1; index < ranges.length; index += 1) {
    const before = ranges[index - 1]!;
    const range = ranges[index]!;
    if (clockMinutes(range.start) < clockMinutes(before.end))
      return { error: `${hoursText([before])} and ${hoursText([range])} overlap.` };
  }
  return { value: ranges };
}

function parseWhole(
  text: string,
  field: Exclude<(typeof NUMBER_FIELDS)[number], 'minNoticeHours'>,
): Result<number> {
  const { min, max } = LIMITS[field];
  const trimmed = text.trim();
  const value = Number(trimmed);
  const stepped = field !== 'horizonDays';
  const ok =
    WHOLE.test(trimmed) && value >= min && value <= max && (!stepped || value % HOLD_STEP_MINUTES === 0);
  if (ok) return { value };
  const unit = field === 'horizonDays' ? 'days' : 'minutes';
  const steps = stepped ? `, in steps of ${HOLD_STEP_MINUTES}` : '';
  return { error: `A whole number of ${unit} from ${min} to ${max}${steps}.` };
}

function parseNoticeHours(text: string): Result<number> {
  const { min, max } = LIMITS.minNoticeHours;
  const trimmed = text.trim();
  const hours = Number(trimmed.replace(',', '.'));
  if (!DECIMAL.test(trimmed) || hours < min || hours > max)
    return { error: `Hours from ${min} to ${max}, such as 3 or 1.5.` };
  return { value: Math.round(hours * MINUTES_PER_HOUR) };
}

/** The form's fields as availability, or what is wrong with each field that is. */
export function parseAvailabilityForm(
  values: AvailabilityFormValues,
  current?: Availability,
): ParsedAvailability {
  const errors: AvailabilityFormErrors = {};
  const take = <T>(field: AvailabilityField, result: Result<T>): T | undefined => {
    if ('error' in result) errors[field] = result.error;
    else return result.value;
  };
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, take(day, parseDayHours(values[day]))]));
  const candidate = {
    weekly,
    slotMinutes: take('slotMinutes', parseWhole(values.slotMinutes, 'slotMinutes')),
    bufferMinutes: take('bufferMinutes', parseWhole(values.bufferMinutes, 'bufferMinutes')),
    minNoticeMinutes: take('minNoticeHours', parseNoticeHours(values.minNoticeHours)),
    horizonDays: take('horizonDays', parseWhole(values.horizonDays, 'horizonDays')),
    daysOff: take('daysOff', parseDaysOff(values.daysOff)),
    reminderMinutes: take('reminders', parseReminderHours(values.reminders)),
    confirmByEmail: take('confirmByEmail', parseConfirmMode(values.confirmByEmail)),
    whatsappCalls: values.whatsappCalls === 'on',
    videoLink: take('videoLink', parseVideoLink(values.videoLink)),
    // Not on the form: kept as the owner set it (./settings.ts says why).
    dailyCap: current?.dailyCap,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Everything above keeps to the schema; it is checked once more, so nothing else is ever saved.
  const checked = availabilitySchema.safeParse(candidate);
  if (checked.success) return { ok: true, value: checked.data };
  for (const issue of checked.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The form's field for a place in the schema (`weekly.mon.0` is Monday's, `minNoticeMinutes` the notice). */
function fieldOf(path: readonly PropertyKey[]): AvailabilityField {
  const [top, day] = path;
  if (top === 'weekly') return WEEKDAYS.find((weekday) => weekday === day) ?? 'mon';
  if (top === 'minNoticeMinutes') return 'minNoticeHours';
  if (top === 'reminderMinutes') return 'reminders';
  return AVAILABILITY_FIELDS.find((field) => field === top) ?? 'daysOff';
}
