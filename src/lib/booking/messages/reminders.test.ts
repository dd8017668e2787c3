/**
 * The visitor's reminders, on a clock the test sets, on both engines: each is a delivery due at
 * its time (24 hours and 1 hour before by default, or what the owner set), sent then and not
 * before; none after a cancel or a move; none for a time already past when the call is booked; and
 * one copy when two instances claim at the same moment on one PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { connect } from '@/lib/db/connection';
import { deliverBatch } from '@/lib/leads/pass';
import { sendVisitorMail } from './visitor-send';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { smtpReceiverEachTest } from '@test-support/smtp-receiver-each';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import { bookCall, cancelBooking, moveBooking, saveAvailability, type CallRequest } from '../rules/store';

const MINUTE = 60_000;
const NOW = new Date('2026-11-30T03:00:00.000Z');
const START = Date.parse('2026-12-01T11:30:00+05:00');
const call = (start = START): CallRequest => ({
  start,
  end: start + 30 * MINUTE,
  span: heldSpan(DEFAULT_AVAILABILITY, start),
  timeZone: 'Asia/Karachi',
  language: 'en',
});
const before = (minutes: number, start = START) => new Date(start - minutes * MINUTE);

const receiver = smtpReceiverEachTest();

const server = () => testServerEnv({ smtpUrl: receiver().url, smtpFrom: 'calls@example.pk' });
/** The subjects up to their colon, in order of subject: a batch sends several at once. */
const subjects = () =>
  receiver()
    .received.map(({ mail }) => mail.subject?.split(':')[0] ?? '')
    .sort();

describeEachEngine('reminders', (current, engine, currentConfig) => {
  const deliver = (when: Date) =>
    deliverBatch(current(), { server: server(), now: () => when, visitor: sendVisitorMail });
  const book = (now = NOW, start = START) =>
    bookCall(current().db, {
      leadId: randomUUID(),
      fields: { name: 'Bilal', email: 'bilal@example.pk' },
      call: call(start),
      spamReason: undefined,
      server: server(),
      now,
    });
  const pendingEvents = async () =>
    (
      await current()
        .db.selectFrom('deliveries')
        .select(['event', 'next_attempt_at'])
        .where('status', '=', 'pending')
        .orderBy('next_attempt_at')
        .execute()
    ).map((row) => [row.event, row.next_attempt_at]);

  it('queues the reminders due 24 hours and 1 hour before, and sends each at its time', async () => {
    await book();
    expect(await pendingEvents()).toEqual([
      ['booking.created', NOW.toISOString()],
      ['booking.reminder.1440', before(24 * 60).toISOString()],
      ['booking.reminder.60', before(60).toISOString()],
    ]);
    await deliver(NOW);
    await deliver(new Date(before(24 * 60).getTime() - 1));
    expect(subjects()).toEqual(['Your call is booked']);
    await deliver(before(24 * 60));
    expect(subjects()).toEqual(['Reminder', 'Your call is booked']);
    await deliver(before(60));
    expect(subjects()).toEqual(['Reminder', 'Reminder', 'Your call is booked']);
    expect(await pendingEvents()).toEqual([]);
  });

  it('follows the owner’s reminder times', async () => {
    await saveAvailability(current().db, { ...DEFAULT_AVAILABILITY, reminderMinutes: [120] }, null, NOW);
    await book();
    expect((await pendingEvents()).map(([event]) => event)).toEqual([
      'booking.created',
      'booking.reminder.120',
    ]);
  });

  it('sends no reminder after a cancel', async () => {
    const booked = await book();
    await deliver(NOW);
    expect(await cancelBooking(current().db, booked.bookingId, server(), NOW)).toBe('cancelled');
    await deliver(before(24 * 60));
    await deliver(before(60));
    expect(subjects()).toEqual(['Your call is booked', 'Your call on Tue 1 Dec, 11']);
  });

  it('reminds of the new time after a move, not the old one', async () => {
    const booked = await book();
    const later = START + 24 * 60 * MINUTE;
    await moveBooking(current().db, booked.bookingId, call(later), server(), NOW);
    await deliver(NOW);
    await deliver(before(60));
    // Moved before its "booked" went out: that news is no longer true, and only the move is sent.
    expect(subjects()).toEqual(['Your call has moved to Wed 2 Dec, 11']);
    await deliver(before(60, later));
    expect(subjects()).toEqual(['Reminder', 'Reminder', 'Your call has moved to Wed 2 Dec, 11']);
  });

  it('queues no reminder whose time has passed: a call booked 30 minutes ahead gets none', async () => {
    const soon = new Date(START - 30 * MINUTE);
    await book(soon);
    expect((await pendingEvents()).map(([event]) => event)).toEqual(['booking.created']);
  });

  if (engine === 'postgres')
    it('sends a reminder once when two instances claim at its time', async () => {
      await book();
      await deliver(NOW);
      const second = connect(currentConfig());
      try {
        const due = before(60);
        await Promise.all([
          deliverBatch(current(), { server: server(), now: () => due, visitor: sendVisitorMail }),
          deliverBatch(second, { server: server(), now: () => due, visitor: sendVisitorMail }),
        ]);
        expect(subjects()).toEqual(['Reminder', 'Reminder', 'Your call is booked']);
      } finally {
        await second.close();
      }
    });
});
