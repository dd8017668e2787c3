/**
 * When the agency takes calls: weekly hours per weekday (the week starts on Monday), the call's
 * length, a buffer after each call, the least notice, how far ahead, and days off. The owner sets
 * them in the inbox; they are kept in the database (../rules/store.ts), so every instance offers the same
 * times. The defaults suit a Lahore agency: weekdays with a lunch break, a longer break for Friday
 * prayers, a short Saturday, and Pakistan's public holidays (Eid dates follow the moon: the team
 * corrects them when they are announced).
 */
import { z } from 'zod';
import { CALENDAR_DATE, clockMinutes, WEEKDAYS, type Weekday } from '@/lib/time/zone';

/** Bookings are held in steps of this many minutes (../rules/store.ts); lengths are whole steps. */
export const HOLD_STEP_MINUTES = 5;

/** On the hold grid (HOLD_STEP_MINUTES): a start at 10:07 would hold steps no slot rule expects. */
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5][05]$/, 'a time on the five-minute grid, like 09:30');

export const hoursSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine(({ start, end }) => clockMinutes(start) < clockMinutes(end), 'ends before it starts');
export type Hours = z.infer<typeof hoursSchema>;

const dayHours = z
  .array(hoursSchema)
  .max(4)
  .refine(
    (ranges) =>
      ranges.every(
        (range, index) => index === 0 || clockMinutes(ranges[index - 1]!.end) <= clockMinutes(range.start),
      ),
    'hours in order, not overlapping',
  );

const minutes = (min: number, max: number) =>
  z.number().int().min(min).max(max).multipleOf(HOLD_STEP_MINUTES);

/** A day and an hour before the call, as the big booking services send them. */
export const DEFAULT_REMINDER_MINUTES = [24 * 60, 60];
/** A week: an earlier reminder is an invitation, not a reminder. */
const MAX_REMINDER_MINUTES = 7 * 24 * 60;
const MAX_REMINDERS = 3;
/**
 * Eight new calls a day: more than a small agency's team takes, and under a tenth of the two
 * weeks' times on offer (about 90), so a flood of bookings leaves the calendar open.
 */
export const DEFAULT_DAILY_CAP = 8;
/** The furthest ahead a booking can be made, in days. */
export const MAX_HORIZON_DAYS = 60;
const MAX_DAILY_CAP = 200;

/**
 * When a new booking waits for the visitor to confirm it from their e-mail (../rules/pending.ts): never,
 * only once the day's cap is reached (a flood of made-up addresses then holds nothing for long,
 * and a person who proves their mailbox still gets a call), or always. Unset: 'over-cap' when the
 * site can e-mail visitors (SMTP_URL), 'off' otherwise; without SMTP_URL it is always 'off'.
 */
export const CONFIRM_MODES = ['off', 'over-cap', 'always'] as const;
export type ConfirmMode = (typeof CONFIRM_MODES)[number];

export const dayOffSchema = z.object({
  date: z.string().regex(CALENDAR_DATE, 'a date like 2026-12-25'),
  label: z.string().trim().max(80),
});
export type DayOff = z.infer<typeof dayOffSchema>;

export const availabilitySchema = z.object({
  weekly: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
  ),
  slotMinutes: minutes(15, 120),
  bufferMinutes: minutes(0, 60),
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
  horizonDays: z.number().int().min(1).max(MAX_HORIZON_DAYS),
  daysOff: z.array(dayOffSchema).max(100),
  /** Reminders e-mailed to the visitor, in minutes before the call (none: no reminders). */
  reminderMinutes: z
    .array(minutes(HOLD_STEP_MINUTES, MAX_REMINDER_MINUTES))
    .max(MAX_REMINDERS)
    .default(DEFAULT_REMINDER_MINUTES),
  /** New bookings a day, site-wide (../rules/limits.ts): a script booking every time stops here. */
  dailyCap: z.number().int().min(1).max(MAX_DAILY_CAP).default(DEFAULT_DAILY_CAP),
  confirmByEmail: z.enum(CONFIRM_MODES).optional(),
  /** Visitors who give a WhatsApp number are called on WhatsApp (./call-place.ts). */
  whatsappCalls: z.boolean().default(true),
  /**
   * The one video link for everyone else (Google Meet, Zoom): https only. Unset, each call gets a
   * Jitsi Meet room of its own.
   */
  videoLink: z
    .url({ protocol: /^https$/, error: 'an https:// link, such as your Google Meet or Zoom room' })
    .max(500)
    .optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;

const workday: Hours[] = [
  { start: '10:00', end: '13:00' },
  { start: '14:00', end: '18:00' },
];

export const DEFAULT_AVAILABILITY: Availability = {
  weekly: {
    mon: workday,
    tue: workday,
    wed: workday,
    thu: workday,
    fri: [
      { start: '10:00', end: '12:30' },
      { start: '14:30', end: '18:00' },
    ],
    sat: [{ start: '11:00', end: '15:00' }],
    sun: [],
  },
  slotMinutes: 30,
  bufferMinutes: 15,
  minNoticeMinutes: 3 * 60,
  horizonDays: 14,
  reminderMinutes: DEFAULT_REMINDER_MINUTES,
  dailyCap: DEFAULT_DAILY_CAP,
  whatsappCalls: true,
  daysOff: [
    { date: '2026-12-25', label: 'Quaid-e-Azam Day' },
    { date: '2027-02-05', label: 'Kashmir Solidarity Day' },
    { date: '2027-03-10', label: 'Eid ul-Fitr' },
    { date: '2027-03-11', label: 'Eid ul-Fitr' },
    { date: '2027-03-12', label: 'Eid ul-Fitr' },
    { date: '2027-03-23', label: 'Pakistan Day' },
    { date: '2027-05-01', label: 'Labour Day' },
    { date: '2027-05-17', label: 'Eid ul-Adha' },
    { date: '2027-05-18', label: 'Eid ul-Adha' },
    { date: '2027-05-19', label: 'Eid ul-Adha' },
    { date: '2027-08-14', label: 'Independence Day' },
  ],
};
