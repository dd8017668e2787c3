import { describe, expect, it } from 'vitest';
import type { BookingView } from '@/lib/booking/rules/store';
import { AGENCY_TIME_ZONE } from '@/lib/time/zone';
import { callDays, callWindow, dayLabel, upcomingCall } from './call-days';

describe('upcoming calls by day', () => {
  it('covers today from its start in Pakistan time, and as far ahead as a booking can be made (60 days)', () => {
    // 20:30 UTC on 1 December is 01:30 on 2 December in Pakistan (UTC+5).
    const window = callWindow(new Date('2026-12-01T20:30:00Z'));
    expect(window.today).toBe('2026-12-02');
    expect(window.from.toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(window.lastDay).toBe('2027-01-31');
    expect(window.until.toISOString()).toBe('2027-01-31T19:00:00.000Z');
    expect(callWindow(new Date('2026-12-01T20:30:00Z'), 14).lastDay).toBe('2026-12-16');
  });

  it('names today, tomorrow, then the weekday and date', () => {
    expect(dayLabel('2026-12-02', '2026-12-02')).toBe('Today');
    expect(dayLabel('2026-12-03', '2026-12-02')).toBe('Tomorrow');
    expect(dayLabel('2026-12-04', '2026-12-02')).toBe('Friday 4 December');
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow');
  });

  it('puts each call under its Pakistan date, not its UTC one', () => {
    const calls = [
      { id: 'a', starts_at: '2026-12-02T05:00:00.000Z' },
      { id: 'b', starts_at: '2026-12-02T09:00:00.000Z' },
      // 19:30 UTC on the 2nd is 00:30 on the 3rd in Pakistan.
      { id: 'c', starts_at: '2026-12-02T19:30:00.000Z' },
      { id: 'd', starts_at: '2026-12-05T06:00:00.000Z' },
    ];
    const days = callDays(calls, '2026-12-02');
    expect(days.map((day) => [day.label, day.calls.map((call) => call.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Tomorrow', ['c']],
      ['Saturday 5 December', ['d']],
    ]);
    expect(callDays([], '2026-12-02')).toEqual([]);
  });

  it('shows what the lead said: WhatsApp and service when given, the visitor’s zone when not Pakistan’s', () => {
    const view: BookingView = {
      id: 'b1',
      lead_id: 'l1',
      starts_at: '2026-12-02T05:00:00.000Z',
      ends_at: '2026-12-02T05:30:00.000Z',
      expires_at: null,
      status: 'booked',
      time_zone: 'Europe/London',
      language: 'en',
      created_at: '2026-11-30T10:00:00.000Z',
      cancelled_at: null,
      moved_to: null,
      sequence: 0,
      mailbox: null,
      visitor: null,
      whatsapp_to: null,
      place_kind: null,
      place_url: null,
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      fields: JSON.stringify({ whatsapp: '+92 300 1234567', service: ' SEO ', message: 'Hello' }),
      lead_status: 'contacted',
    };
    expect(upcomingCall(view)).toEqual({
      id: 'b1',
      leadId: 'l1',
      starts_at: view.starts_at,
      ends_at: view.ends_at,
      name: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      whatsapp: '+92 300 1234567',
      service: 'SEO',
      timeZone: 'Europe/London',
      leadStatus: 'contacted',
    });
    const plain = upcomingCall({ ...view, time_zone: AGENCY_TIME_ZONE, fields: '{}', lead_status: 'odd' });
    expect(plain).toMatchObject({
      whatsapp: undefined,
      service: undefined,
      timeZone: undefined,
      leadStatus: 'new',
    });
    expect(upcomingCall({ ...view, time_zone: 'Not/AZone', fields: 'not json' }).timeZone).toBeUndefined();
    expect(upcomingCall(view).waitingUntil).toBeUndefined();
    const waiting = upcomingCall({ ...view, status: 'pending', expires_at: '2026-11-30T10:30:00.000Z' });
    expect(waiting.waitingUntil).toBe('2026-11-30T10:30:00.000Z');
  });
});
