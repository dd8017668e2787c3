/**
 * The calendar file as a calendar reads it: parsed by ical.js (a real RFC 5545 parser), at the
 * call's time, published by the agency, with a UID that stays the same; and the Google link.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, calendarUid, googleCalendarLink, type CalendarCall } from './calendar-file';
import { fillCallWords } from './call-words';

const call: CalendarCall = {
  bookingId: '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  start: Date.parse('2026-12-01T11:00:00+05:00'),
  end: Date.parse('2026-12-01T11:30:00+05:00'),
  title: 'Consultation call with Ravi Digital',
  description: 'To move or cancel this call: https://example.pk/book/confirmed?b=1&sig=2',
  organizer: { name: 'Ravi Digital', email: 'hello@example.pk' },
  host: 'example.pk',
  url: 'https://example.pk/book/confirmed?b=1&sig=2',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('the calendar file', () => {
  it('is published by the agency at the call’s time, with a stable UID', () => {
    const text = calendarFile(call);
    const { calendar, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.startDate.toJSDate().getTime()).toBe(call.start);
    expect(event.endDate.toJSDate().getTime()).toBe(call.end);
    expect(event.summary).toBe(call.title);
    expect(event.description).toBe(call.description);
    expect(event.uid).toBe(calendarUid(call.bookingId, 'example.pk'));
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:hello@example.pk');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ravi Digital');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    // Written twice, the same event: a calendar updates it rather than adding a second.
    expect(parse(calendarFile(call)).event.uid).toBe(event.uid);
    expect(text).toMatch(/\r\n/);
  });

  it('marks a cancelled call as cancelled', () => {
    expect(parse(calendarFile({ ...call, cancelled: true })).vevent.getFirstPropertyValue('status')).toBe(
      'CANCELLED',
    );
  });

  it('keeps Urdu words intact', () => {
    const title = 'راوی ڈیجیٹل کے ساتھ مشاورتی کال';
    expect(parse(calendarFile({ ...call, title })).event.summary).toBe(title);
  });

  it('gives Google Calendar the same times in UTC', () => {
    const link = new URL(googleCalendarLink(call));
    expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(link.searchParams.get('action')).toBe('TEMPLATE');
    expect(link.searchParams.get('dates')).toBe('20261201T060000Z/20261201T063000Z');
    expect(link.searchParams.get('text')).toBe(call.title);
  });

  it('fills the agency and the link into the copy’s words', () => {
    expect(
      fillCallWords({ title: 'Call with {agency}', details: 'Move it: {link}' }, 'Ravi', 'https://x'),
    ).toEqual({
      title: 'Call with Ravi',
      details: 'Move it: https://x',
    });
  });

  it('keeps the invite valid when the visitor’s name has double quotes, commas and semicolons', () => {
    const text = calendarFile({
      ...call,
      method: 'REQUEST',
      attendee: { name: 'Ayesha "Ash" Khan; CEO, Lahore', email: 'ayesha@example.pk' },
    });
    const attendeeLine = text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .find((line) => line.startsWith('ATTENDEE'))!;
    // One quoted value with no quote inside it, as RFC 5545 allows.
    expect(attendeeLine).toContain(`CN="Ayesha 'Ash' Khan; CEO, Lahore"`);
    expect(attendeeLine).not.toContain('\\"');
    const attendee = parse(text).vevent.getFirstProperty('attendee')!;
    expect(attendee.getParameter('cn')).toBe("Ayesha 'Ash' Khan; CEO, Lahore");
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:ayesha@example.pk');
  });
});
