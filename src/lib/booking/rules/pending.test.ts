/**
 * Bookings confirmed by e-mail, on both engines: a pending booking holds its time and its
 * mailbox's one call and tells only the visitor; its confirm link books it (the team's
 * booking.created and the visitor's invite owed), and a second use answers the same; unconfirmed
 * for 30 minutes it frees its time and its mailbox, with nothing sent to the team; 'over-cap' lets
 * a booking past the day's cap be confirmed; without SMTP nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ServerEnv } from '@/env';
import { describeEachEngine } from '@test-support/engines';
import { callAt } from '@test-support/call-request';
import { testServerEnv } from '@test-support/email-sends';
import { PENDING_MINUTES } from './pending';
import { DEFAULT_AVAILABILITY, type ConfirmMode } from '../calendar/settings';
import {
  AlreadyBookedError,
  bookCall,
  CalendarFullError,
  confirmBooking,
  findBooking,
  saveAvailability,
  SlotTakenError,
  takenSpans,
  upcomingCalls,
} from './store';

const server = testServerEnv({
  smtpUrl: 'smtp://127.0.0.1:9',
  leadsWebhookUrl: 'http://127.0.0.1:9/hooks/leads',
});
const NOW = new Date('2026-11-30T03:00:00.000Z');
const LATER = new Date(NOW.getTime() + (PENDING_MINUTES + 1) * 60_000);
const DAY = 86_400_000;
const ELEVEN = callAt('2026-12-01T11:30:00+05:00');
const LATE = callAt('2026-12-01T16:00:00+05:00');

describeEachEngine('bookings confirmed by e-mail', (current) => {
  const db = () => current().db;
  const mode = (confirmByEmail: ConfirmMode, dailyCap = 8) =>
    saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail, dailyCap }, null, NOW);
  const book = (email: string, at = ELEVEN, now = NOW, env: ServerEnv = server) =>
    bookCall(db(), {
      leadId: randomUUID(),
      fields: { name: 'Caller', email },
      call: at,
      spamReason: undefined,
      visitor: randomUUID(),
      server: env,
      now,
    });
  const owed = async () =>
    (await db().selectFrom('deliveries').select(['channel', 'event']).execute())
      .map(({ channel, event }) => `${channel} ${event}`)
      .sort();
  const taken = (now: Date) => takenSpans(db(), NOW.getTime(), NOW.getTime() + 14 * DAY, now.getTime());

  it('holds the time of a pending booking and tells only the visitor, with the confirm link', async () => {
    await mode('always');
    const pending = await book('zara@example.pk');
    expect(pending).toMatchObject({ status: 'pending', created: true });
    expect(await taken(NOW)).toHaveLength(9);
    await expect(book('other@example.pk')).rejects.toBeInstanceOf(SlotTakenError);
    await expect(book('zara@example.pk', LATE)).rejects.toBeInstanceOf(AlreadyBookedError);
    expect(await owed()).toEqual(['visitor booking.confirm']);
    expect(await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 14 * DAY))).toEqual([]);
  });

  it('books the call once confirmed, and answers a second confirm the same', async () => {
    await mode('always');
    const { bookingId } = await book('zara@example.pk');
    const soon = new Date(NOW.getTime() + 60_000);
    expect(await confirmBooking(db(), bookingId, server, soon)).toEqual({
      result: 'confirmed',
      created: true,
    });
    expect(await confirmBooking(db(), bookingId, server, soon)).toEqual({
      result: 'confirmed',
      created: false,
    });
    expect((await findBooking(db(), bookingId))?.status).toBe('booked');
    expect(await owed()).toEqual([
      'visitor booking.confirm',
      'visitor booking.created',
      'visitor booking.reminder.1440',
      'visitor booking.reminder.60',
      'webhook booking.created',
    ]);
    expect(await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 14 * DAY))).toHaveLength(1);
  });

  it('frees the time and the mailbox after 30 minutes unconfirmed, with nothing sent to the team', async () => {
    await mode('always');
    const first = await book('zara@example.pk');
    expect(await taken(LATER)).toEqual([]);
    const again = await book('zara@example.pk', LATE, LATER);
    expect(again.status).toBe('pending');
    expect(await confirmBooking(db(), first.bookingId, server, LATER)).toEqual({ result: 'expired' });
    expect(await owed()).toEqual(['visitor booking.confirm', 'visitor booking.confirm']);
    // A day on, the expired booking is cleared away when a booking is made; its link still says expired.
    await book('later@example.pk', ELEVEN, new Date(LATER.getTime() + DAY));
    expect(await findBooking(db(), first.bookingId)).toBeUndefined();
    expect(await confirmBooking(db(), first.bookingId, server, LATER)).toEqual({ result: 'expired' });
  });

  it('says a time taken since its hold expired is taken', async () => {
    await mode('always');
    const first = await book('zara@example.pk');
    await mode('off');
    await book('other@example.pk', ELEVEN, LATER);
    expect(await confirmBooking(db(), first.bookingId, server, LATER)).toEqual({ result: 'taken' });
    expect(await confirmBooking(db(), first.bookingId, server, LATER)).toEqual({ result: 'taken' });
  });

  it('over the cap, holds a new booking for confirmation instead of refusing it', async () => {
    await mode('over-cap', 1);
    expect((await book('a@example.pk')).status).toBe('booked');
    const over = await book('b@example.pk', LATE);
    expect(over.status).toBe('pending');
    // One waits at once for a cap of 1 (./limits.ts, pendingCeiling): the next is refused while it waits.
    await expect(book('c@example.pk', callAt('2026-12-01T15:00:00+05:00'))).rejects.toBeInstanceOf(
      CalendarFullError,
    );
    // A confirmed one past the cap is allowed.
    expect(await confirmBooking(db(), over.bookingId, server, NOW)).toMatchObject({ result: 'confirmed' });
    expect((await findBooking(db(), over.bookingId))?.status).toBe('booked');
  });

  it('without SMTP_URL, refuses a booking over the cap whatever the setting says', async () => {
    await mode('always', 1);
    const noMail = testServerEnv();
    expect((await book('a@example.pk', ELEVEN, NOW, noMail)).status).toBe('booked');
    await expect(book('b@example.pk', LATE, NOW, noMail)).rejects.toBeInstanceOf(CalendarFullError);
  });
});
