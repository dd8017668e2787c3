import { describe, expect, it } from 'vitest';
import {
  availabilityFormValues,
  parseAvailabilityForm,
  parseDayHours,
  parseDaysOff,
  readAvailabilityForm,
  type AvailabilityFormValues,
} from './availability-form';
import { daysOffRunningOut } from './days-off';
import { availabilitySchema, DEFAULT_AVAILABILITY } from './settings';
import { addDays } from '@/lib/time/zone';

/** The form as the defaults fill it, with `changes` typed over it. */
const form = (changes: Partial<AvailabilityFormValues> = {}): AvailabilityFormValues => ({
  ...availabilityFormValues(DEFAULT_AVAILABILITY),
  ...changes,
});

const errorsOf = (changes: Partial<AvailabilityFormValues>) => {
  const parsed = parseAvailabilityForm(form(changes));
  if (parsed.ok) throw new Error('expected the form to be refused');
  return parsed.errors;
};

describe('the availability form', () => {
  it('shows the defaults as text and reads them back unchanged', () => {
    const values = availabilityFormValues(DEFAULT_AVAILABILITY);
    expect(values.mon).toBe('10:00–13:00, 14:00–18:00');
    expect(values.sun).toBe('');
    expect(values.minNoticeHours).toBe('3');
    expect(values.daysOff.split('\n')[0]).toBe('2026-12-25 Quaid-e-Azam Day');
    expect(values.confirmByEmail).toBe('over-cap');
    expect(parseAvailabilityForm(values)).toEqual({
      ok: true,
      value: { ...DEFAULT_AVAILABILITY, confirmByEmail: 'over-cap' },
    });
  });

  it('saves the confirm-by-e-mail choice, refuses any other, and keeps the daily cap the form does not show', () => {
    const values = { ...availabilityFormValues(DEFAULT_AVAILABILITY), confirmByEmail: 'always' };
    const current = { ...DEFAULT_AVAILABILITY, dailyCap: 3 };
    expect(parseAvailabilityForm(values, current)).toMatchObject({
      ok: true,
      value: { confirmByEmail: 'always', dailyCap: 3 },
    });
    expect(parseAvailabilityForm({ ...values, confirmByEmail: 'sometimes' })).toEqual({
      ok: false,
      errors: { confirmByEmail: 'Choose one of the three.' },
    });
  });

  it('takes hours with a hyphen, an en dash or an em dash, single-digit hours, in any order', () => {
    expect(parseDayHours('14:00 - 18:00; 9:30–13:00')).toEqual({
      value: [
        { start: '09:30', end: '13:00' },
        { start: '14:00', end: '18:00' },
      ],
    });
    expect(parseDayHours('10:00—12:00,')).toEqual({ value: [{ start: '10:00', end: '12:00' }] });
    expect(parseDayHours('   ')).toEqual({ value: [] });
  });

  it('saves changed numbers: the notice in hours (a half hour too) as minutes', () => {
    const parsed = parseAvailabilityForm(
      form({ slotMinutes: ' 45 ', bufferMinutes: '0', minNoticeHours: '1.5', horizonDays: '30', sun: '' }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      value: { slotMinutes: 45, bufferMinutes: 0, minNoticeMinutes: 90, horizonDays: 30 },
    });
    if (parsed.ok) expect(availabilitySchema.parse(parsed.value)).toEqual(parsed.value);
  });

  it('reads days off one a line, with or without a name, blank lines skipped, in date order', () => {
    expect(parseDaysOff('2027-03-23: Pakistan Day\n\n2026-12-25 – Quaid-e-Azam Day\r\n2027-01-01')).toEqual({
      value: [
        { date: '2026-12-25', label: 'Quaid-e-Azam Day' },
        { date: '2027-01-01', label: '' },
        { date: '2027-03-23', label: 'Pakistan Day' },
      ],
    });
  });

  it('says what is wrong with a day’s hours', () => {
    expect(errorsOf({ mon: '10-13' }).mon).toBe('“10-13” is not a range like 10:00–13:00.');
    expect(errorsOf({ tue: '10:00–25:00' }).tue).toMatch(/does not exist/);
    expect(errorsOf({ wed: '18:00–10:00' }).wed).toBe('“18:00–10:00” ends before it starts.');
    expect(errorsOf({ thu: '10:00–13:00, 12:00–14:00' }).thu).toBe('10:00–13:00 and 12:00–14:00 overlap.');
    expect(errorsOf({ fri: '08:00–09:00, 10:00–11:00, 12:00–13:00, 14:00–15:00, 16:00–17:00' }).fri).toBe(
      'At most 4 ranges a day.',
    );
    expect(errorsOf({ sat: '10:00–11:00, '.repeat(30) }).sat).toMatch(/Too long/);
  });

  it('keeps every time on the five-minute grid the bookings are held in', () => {
    expect(errorsOf({ mon: '10:07–13:00' }).mon).toBe('a time on the five-minute grid, like 09:30');
    expect(parseAvailabilityForm(form({ mon: '10:05–13:55' })).ok).toBe(true);
  });

  it('reads the reminders in hours before the call, latest first, and says what is wrong', () => {
    expect(form().reminders).toBe('24, 1');
    const parsed = parseAvailabilityForm(form({ reminders: '1, 48, 0.5' }));
    expect(parsed.ok && parsed.value.reminderMinutes).toEqual([48 * 60, 60, 30]);
    const none = parseAvailabilityForm(form({ reminders: '' }));
    expect(none.ok && none.value.reminderMinutes).toEqual([]);
    expect(errorsOf({ reminders: 'soon' }).reminders).toMatch(/not a number of hours/);
    expect(errorsOf({ reminders: '0.01' }).reminders).toMatch(/between 5 minutes and 168 hours/);
    expect(errorsOf({ reminders: '1, 2, 3, 4' }).reminders).toBe('At most 3 reminders.');
  });

  it('says what is wrong with each number', () => {
    expect(errorsOf({ slotMinutes: '32' }).slotMinutes).toBe(
      'A whole number of minutes from 15 to 120, in steps of 5.',
    );
    expect(errorsOf({ slotMinutes: 'thirty' }).slotMinutes).toBeDefined();
    expect(errorsOf({ slotMinutes: '' }).slotMinutes).toBeDefined();
    expect(errorsOf({ bufferMinutes: '-5' }).bufferMinutes).toBeDefined();
    expect(errorsOf({ bufferMinutes: '65' }).bufferMinutes).toBeDefined();
    expect(errorsOf({ minNoticeHours: '169' }).minNoticeHours).toBe('Hours from 0 to 168, such as 3 or 1.5.');
    expect(errorsOf({ minNoticeHours: '3h' }).minNoticeHours).toBeDefined();
    expect(errorsOf({ horizonDays: '0' }).horizonDays).toBe('A whole number of days from 1 to 60.');
    expect(errorsOf({ horizonDays: '7.5' }).horizonDays).toBeDefined();
  });

  it('says which line of the days off is wrong', () => {
    expect(errorsOf({ daysOff: '2026-12-25 Quaid-e-Azam Day\n25/12/2026 Christmas' }).daysOff).toBe(
      'Line 2: “25/12/2026” is not a date like 2026-12-25.',
    );
    expect(errorsOf({ daysOff: '2026-02-30 Nothing' }).daysOff).toMatch(/^Line 1: /);
    expect(errorsOf({ daysOff: `2026-12-25 ${'x'.repeat(81)}` }).daysOff).toBe(
      'Line 1: the name is longer than 80 characters.',
    );
    expect(errorsOf({ daysOff: '2026-12-25 A\n2026-12-25 B' }).daysOff).toBe(
      'Line 2: 2026-12-25 is listed twice.',
    );
    const many = Array.from({ length: 101 }, (_, day) => addDays('2027-01-01', day)).join('\n');
    expect(errorsOf({ daysOff: many }).daysOff).toBe('At most 100 days off.');
  });

  it('names every bad field at once, and keeps to the others', () => {
    const errors = errorsOf({ mon: 'closed', slotMinutes: '7', daysOff: 'soon' });
    expect(Object.keys(errors).sort()).toEqual(['daysOff', 'mon', 'slotMinutes']);
  });

  it('reads a post field by field, a missing field as empty', () => {
    const post = new FormData();
    post.set('mon', '09:00–17:00');
    post.set('slotMinutes', '30');
    const values = readAvailabilityForm(post);
    expect(values.mon).toBe('09:00–17:00');
    expect(values.tue).toBe('');
    expect(values.daysOff).toBe('');
  });
});

describe('the days off running out', () => {
  const at = (iso: string) => Date.parse(iso);
  it('warns 60 days before the last day off, not before', () => {
    // The defaults end on Independence Day 2027.
    expect(daysOffRunningOut(DEFAULT_AVAILABILITY, at('2027-06-14T12:00:00+05:00'))).toBeUndefined();
    expect(daysOffRunningOut(DEFAULT_AVAILABILITY, at('2027-06-15T12:00:00+05:00'))).toBe('2027-08-14');
    expect(daysOffRunningOut({ ...DEFAULT_AVAILABILITY, daysOff: [] }, at('2027-01-01T12:00:00+05:00'))).toBe(
      '2027-03-02',
    );
  });
});
