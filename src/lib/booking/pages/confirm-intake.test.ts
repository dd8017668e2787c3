/**
 * The booking endpoint past the day's cap, on both engines: with SMTP_URL (and the default setting)
 * the visitor's booking is held for confirmation and they land on its page, which asks them to check
 * their e-mail, and a second booking from its address is told to confirm the first; without
 * SMTP_URL nothing changes: the calendar is full for today.
 */
import { expect, it } from 'vitest';
import { memoryLimiter, testServerEnv } from '@test-support/email-sends';
import { describeEachEngine } from '@test-support/engines';
import type { ServerEnv } from '@/env';
import { MIN_FILL_MS } from '@/lib/validation/fields';
import { issueFormToken } from './form-token';
import { receiveBooking } from './intake';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { offeredSlots } from '../calendar/slots';
import { turnedAwayToday } from '../rules/limits';
import { findBooking, saveAvailability } from '../rules/store';
import { isoInZone } from '@/lib/time/zone';

const SHOWN = new Date('2026-11-30T03:00:00.000Z');
const SENT = new Date(SHOWN.getTime() + MIN_FILL_MS + 2_000);
const slots = offeredSlots({ settings: DEFAULT_AVAILABILITY, now: SENT.getTime() });

const post = (n: number, address = `203.0.113.${n}`, email = `caller${n}@example.pk`) =>
  new Request('http://127.0.0.1:3000/api/book', {
    method: 'POST',
    body: new URLSearchParams({
      ...issueFormToken(SHOWN.getTime()),
      slot: isoInZone(slots[n * 3]!.start),
      name: `Caller ${n}`,
      email,
      message: 'A new site for our shop',
      website: '',
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': address,
    },
  });

describeEachEngine('the booking endpoint past the day’s cap', (current) => {
  const send = (n: number, server: ServerEnv, address?: string, email?: string) =>
    receiveBooking(post(n, address, email), {
      server,
      limiter: memoryLimiter(5),
      db: () => current().db,
      now: () => SENT,
    });
  const capOfOne = () => saveAvailability(current().db, { ...DEFAULT_AVAILABILITY, dailyCap: 1 }, null, SENT);

  it('with SMTP_URL, holds the booking for confirmation and sends the visitor to its page', async () => {
    await capOfOne();
    const server = testServerEnv({ smtpUrl: 'smtp://127.0.0.1:9' });
    await send(0, server);
    const response = await send(1, server);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/book/confirmed');
    const booking = await findBooking(current().db, location.searchParams.get('b')!);
    expect(booking?.status).toBe('pending');
    // The team hears of it on Calls, as of a booking turned away: past the cap, in every mode.
    expect(await turnedAwayToday(current().db, SENT)).toEqual({ since: SENT.toISOString(), count: 1 });
  });

  it('tells a visitor with a call waiting for its confirm link to confirm that one', async () => {
    await saveAvailability(current().db, { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null, SENT);
    const server = testServerEnv({ smtpUrl: 'smtp://127.0.0.1:9' });
    await send(0, server, '198.51.100.9', 'waiting@example.pk');
    const response = await send(1, server, '198.51.100.10', 'waiting@example.pk');
    expect(new URL(response.headers.get('location')!, 'http://x').searchParams.get('error')).toBe('waiting');
  });

  it('without SMTP_URL, says the calendar is full, as before', async () => {
    await capOfOne();
    const server = testServerEnv();
    await send(0, server);
    const response = await send(1, server);
    expect(new URL(response.headers.get('location')!, 'http://x').searchParams.get('error')).toBe('full');
  });
});
