import { describe, expect, it } from 'vitest';
import {
  callTime,
  clockTime,
  dayLabel,
  differsFromAgency,
  fullDate,
  shortDayTime,
  visitorTime,
  zoneName,
} from './display';

/** 11:00 in Lahore on Tuesday 1 December 2026. */
const ELEVEN = Date.parse('2026-12-01T11:00:00+05:00');
/** 15:30 in Lahore, the same day. */
const AFTERNOON = Date.parse('2026-12-01T15:30:00+05:00');

describe('a call’s day and time', () => {
  it('names the agency’s day with its weekday, as each language writes it', () => {
    expect(dayLabel('en', '2026-12-01')).toBe('Tuesday 1 December');
    expect(dayLabel('ur', '2026-12-01')).toBe('منگل، 1 دسمبر');
  });

  it('writes the time on Pakistan’s clock: 12-hour in English, the part of the day in Urdu words', () => {
    expect(clockTime('en', ELEVEN)).toBe('11:00 am');
    expect(clockTime('en', AFTERNOON)).toBe('3:30 pm');
    expect(clockTime('ur', ELEVEN)).toBe('11:00 صبح');
    expect(clockTime('ur', AFTERNOON)).toMatch(/^3:30 [\u0600-\u06FF ]+$/);
  });

  it('writes half past noon and midnight as 12:30, as people read a clock', () => {
    expect(clockTime('en', Date.parse('2026-12-01T12:30:00+05:00'))).toBe('12:30 pm');
    expect(clockTime('en', Date.parse('2026-12-01T00:15:00+05:00'))).toBe('12:15 am');
    expect(clockTime('ur', Date.parse('2026-12-01T12:30:00+05:00'))).toBe('12:30 دوپہر');
  });

  it('writes a slot away from its day with a short day, and the whole date and time', () => {
    expect(shortDayTime('en', ELEVEN)).toBe('Tue 1 Dec, 11:00 am');
    expect(callTime('en', ELEVEN)).toBe('Tuesday, 1 December 2026 at 11:00 am');
    expect(fullDate('en', ELEVEN)).toBe('Tuesday, 1 December 2026');
    expect(fullDate('en', ELEVEN, 'America/Los_Angeles')).toBe('Monday, 30 November 2026');
    expect(callTime('ur', ELEVEN)).toContain('1 دسمبر');
    expect(callTime('en', ELEVEN, 'Europe/London')).toBe('Tuesday, 1 December 2026 at 6:00 am');
  });

  it('gives the visitor’s own time only where their clock differs from Pakistan’s', () => {
    expect(differsFromAgency(ELEVEN, 'Asia/Karachi')).toBe(false);
    expect(visitorTime('en', ELEVEN, 'Asia/Karachi')).toBeUndefined();
    expect(visitorTime('en', ELEVEN, 'Asia/Dubai')).toBe('10:00 am');
    // 11:00 in Lahore is still Monday night in California: the day is named.
    expect(visitorTime('en', ELEVEN, 'America/Los_Angeles')).toBe('Mon 10:00 pm');
  });

  it('follows daylight saving through Intl (London is an hour later in June)', () => {
    const june = Date.parse('2027-06-01T11:00:00+05:00');
    expect(visitorTime('en', june, 'Europe/London')).toBe('7:00 am');
    expect(visitorTime('en', ELEVEN, 'Europe/London')).toBe('6:00 am');
  });

  it('names a zone in the page’s language', () => {
    expect(zoneName('en', 'Asia/Dubai', ELEVEN)).toBe('Gulf Standard Time');
    expect(zoneName('ur', 'Asia/Dubai', ELEVEN)).toMatch(/[\u0600-\u06FF]/);
  });
});
