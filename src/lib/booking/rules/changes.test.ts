/**
 * Moves, cancels and "not spam" under every path, on both engines: two moves of one booking at
 * once (through one connection, and through two as two instances on PostgreSQL) leave one live
 * booking; the same move sent twice answers with the new booking both times; a cancel and a move
 * at once do one of the two; a call whose time has come is neither moved nor cancelled; a held
 * booking let through is booked when its time is free, and given up with the visitor told to
 * choose again when it is taken.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { connect } from '@/lib/db/connection';
import { owedWithHeldCall } from './release-owed';
import { releaseHeldLead } from '@/lib/leads/release';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import {
  bookCall,
  bookingsOfLead,
  cancelBooking,
  moveBooking,
  upcomingCalls,
  type CallRequest,
} from './store';

const server = testServerEnv({ leadsWebhookUrl: 'http://127.0.0.1:9/hooks', smtpUrl: 'smtp://127.0.0.1:9' });
const NOW = new Date('2026-11-30T03:00:00.000Z');
const at = (iso: string): CallRequest => {
  const start = Date.parse(iso);
  return { start, end: start + 30 * 60_000, span: heldSpan(DEFAULT_AVAILABILITY, start), language: 'en' };
};
const ELEVEN = at('2026-12-01T11:30:00+05:00');
const TIMES = ['2026-12-02T10:00:00+05:00', '2026-12-02T15:00:00+05:00', '2026-12-03T10:00:00+05:00'].map(at);
const WEEK = 7 * 86_400_000;

describeEachEngine('changes to a booking', (current, engine, currentConfig) => {
  const db = () => current().db;
  const book = (call = ELEVEN, spamReason?: string, email = 'sana@example.pk') =>
    bookCall(db(), {
      leadId: randomUUID(),
      fields: { name: 'Sana', email },
      call,
      spamReason,
      server,
      now: NOW,
    });
  const live = async (leadId: string) =>
    (await bookingsOfLead(db(), leadId)).filter((booking) => booking.status === 'booked');

  it('leaves one live booking when two moves of it race', async () => {
    const { bookingId, leadId } = await book();
    const results = await Promise.allSettled(
      TIMES.slice(0, 2).map((call) => moveBooking(db(), bookingId, call, server, NOW)),
    );
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await live(leadId)).toHaveLength(1);
    // Both requests are told where the call is now.
    const [first, second] = results.map((result) =>
      result.status === 'fulfilled' ? result.value : undefined,
    );
    expect(first).toEqual(second);
  });

  if (engine === 'postgres')
    it('leaves one live booking when two instances move it at once', async () => {
      const { bookingId, leadId } = await book();
      const other = connect(currentConfig());
      try {
        await Promise.all([
          moveBooking(db(), bookingId, TIMES[0]!, server, NOW),
          moveBooking(other.db, bookingId, TIMES[1]!, server, NOW),
        ]);
        expect(await live(leadId)).toHaveLength(1);
        expect(await upcomingCalls(db(), NOW, new Date(NOW.getTime() + WEEK))).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

  it('answers the same move sent twice with the new booking both times', async () => {
    const { bookingId, leadId } = await book();
    const first = await moveBooking(db(), bookingId, TIMES[0]!, server, NOW);
    const again = await moveBooking(db(), bookingId, TIMES[0]!, server, NOW);
    expect(first.moved).toBe(true);
    expect(again).toEqual(first);
    expect(await bookingsOfLead(db(), leadId)).toHaveLength(2);
  });

  it('does one of a cancel and a move sent at once', async () => {
    const { bookingId, leadId } = await book();
    await Promise.allSettled([
      cancelBooking(db(), bookingId, server, NOW),
      moveBooking(db(), bookingId, TIMES[0]!, server, NOW),
    ]);
    const bookings = await bookingsOfLead(db(), leadId);
    expect(bookings.filter((booking) => booking.status === 'booked').length).toBeLessThanOrEqual(1);
    const cancelled = await db()
      .selectFrom('deliveries')
      .select('id')
      .where('event', '=', 'booking.cancelled')
      .where('channel', '=', 'webhook')
      .execute();
    expect(cancelled).toHaveLength(1);
  });

  it('neither moves nor cancels a call whose time has come', async () => {
    const { bookingId, leadId } = await book();
    const during = new Date(ELEVEN.start + 60_000);
    expect(await cancelBooking(db(), bookingId, server, during)).toBe('past');
    expect(await moveBooking(db(), bookingId, TIMES[0]!, server, during)).toEqual({
      moved: false,
      why: 'past',
    });
    expect(await live(leadId)).toHaveLength(1);
  });

  it('books a held booking let through when its time is free: booking.created, under Calls, confirmation', async () => {
    const held = await book(ELEVEN, 'sent within 3 seconds');
    await releaseHeldLead(db(), held.leadId, { owed: owedWithHeldCall(server, NOW), now: NOW });
    expect(await live(held.leadId)).toHaveLength(1);
    expect((await upcomingCalls(db(), NOW, new Date(NOW.getTime() + WEEK))).map((call) => call.id)).toEqual([
      held.bookingId,
    ]);
    const owed = await db().selectFrom('deliveries').select(['channel', 'event']).execute();
    expect(owed.map(({ channel, event }) => `${channel} ${event}`).sort()).toEqual([
      'visitor booking.created',
      'visitor booking.reminder.1440',
      'visitor booking.reminder.60',
      'webhook booking.created',
    ]);
  });

  it('gives up a held booking whose time was taken, and e-mails the visitor to choose again', async () => {
    const held = await book(ELEVEN, 'sent within 3 seconds', 'first@example.pk');
    await book(ELEVEN, undefined, 'second@example.pk');
    await releaseHeldLead(db(), held.leadId, { owed: owedWithHeldCall(server, NOW), now: NOW });
    const [booking] = await bookingsOfLead(db(), held.leadId);
    expect(booking?.status).toBe('cancelled');
    const owed = await db()
      .selectFrom('deliveries')
      .select(['channel', 'event'])
      .where('lead_id', '=', held.leadId)
      .execute();
    expect(owed.map(({ channel, event }) => `${channel} ${event}`).sort()).toEqual([
      'visitor booking.taken',
      'webhook null',
    ]);
  });

  it('gives up a held booking let through when its visitor has a call already: one call, one invite, and they are told', async () => {
    const held = await book(ELEVEN, 'sent within 3 seconds', 'twice@example.pk');
    const booked = await book(TIMES[0]!, undefined, 'twice@example.pk');
    expect(booked.status).toBe('booked');
    await releaseHeldLead(db(), held.leadId, { owed: owedWithHeldCall(server, NOW), now: NOW });
    const [given] = await bookingsOfLead(db(), held.leadId);
    expect(given?.status).toBe('cancelled');
    const calls = await upcomingCalls(db(), NOW, new Date(NOW.getTime() + WEEK));
    expect(calls.map((call) => call.id)).toEqual([booked.bookingId]);
    const owed = await db()
      .selectFrom('deliveries')
      .select(['lead_id', 'channel', 'event', 'booking_id'])
      .execute();
    // One invite: the booked call's. The held one's visitor gets the link to the call they have.
    expect(owed.filter((row) => row.event === 'booking.created' && row.channel === 'visitor')).toHaveLength(
      1,
    );
    expect(owed).toContainEqual({
      lead_id: booked.leadId,
      channel: 'visitor',
      event: 'booking.existing',
      booking_id: booked.bookingId,
    });
    expect(owed.filter((row) => row.lead_id === held.leadId && row.event?.startsWith('booking.'))).toEqual(
      [],
    );
  });
});
