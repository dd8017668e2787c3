/**
 * Nobody can empty the calendar, on both engines: one mailbox booking from five addresses holds one
 * call; one address holds three calls of three mailboxes (people behind one carrier's or office's
 * address), and an address not known is never counted; 20 addresses × 5 rounds of bookings with
 * distinct e-mails take at most a tenth of the times on offer, and a person from a new address
 * books again the next day, or, confirming by e-mail past the cap, the same day; the owner's daily
 * cap; the refused visitor's link is e-mailed once.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { currentOffer } from '../calendar/availability-now';
import { DIRECT_CLIENT, UNKNOWN_CLIENT } from '@/lib/http/client-address';
import {
  AddressFullError,
  CALLS_PER_ADDRESS,
  pendingCeiling,
  recordTurnedAway,
  turnedAwayToday,
} from './limits';
import { PENDING_MINUTES } from './pending';
import { queueExistingLink } from '../messages/owed';
import { visitorKey } from './visitor-key';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import {
  AlreadyBookedError,
  bookCall,
  CalendarFullError,
  cancelBooking,
  confirmBooking,
  saveAvailability,
  upcomingCalls,
  type CallRequest,
} from './store';

const server = testServerEnv({ smtpUrl: 'smtp://127.0.0.1:9' });
const NOW = new Date('2026-11-30T03:00:00.000Z');
const DAY = 86_400_000;
const FLOOD_ADDRESSES = 20;
const FLOOD_ROUNDS = 5;
const call = (start: number): CallRequest => ({
  start,
  end: start + 30 * 60_000,
  span: heldSpan(DEFAULT_AVAILABILITY, start),
  language: 'en',
});

describeEachEngine('booking limits', (current) => {
  const db = () => current().db;
  const freeTimes = async (now = NOW) => (await currentOffer(db(), server, now.getTime())).slots;
  const book = (start: number, email: string, address: string, now = NOW) =>
    bookCall(db(), {
      leadId: randomUUID(),
      fields: { name: 'Caller', email },
      call: call(start),
      spamReason: undefined,
      visitor: visitorKey(address),
      server,
      now,
    });

  it('gives one mailbox one call, whatever address it books from', async () => {
    const times = await freeTimes();
    const tries = await Promise.allSettled(
      times
        .slice(0, 5)
        .map((slot, n) => book(slot.start, n % 2 ? 'Zara@Example.pk' : 'zara@example.pk', `203.0.113.${n}`)),
    );
    expect(tries.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of tries) {
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(AlreadyBookedError);
    }
  });

  it('lets three people behind one address book, each with their own mailbox, and refuses a fourth', async () => {
    const times = await freeTimes();
    for (const [n, person] of ['one', 'two', 'three'].entries())
      await expect(book(times[n]!.start, `${person}@example.pk`, '198.51.100.7')).resolves.toMatchObject({
        status: 'booked',
      });
    expect(CALLS_PER_ADDRESS).toBe(3);
    await expect(book(times[3]!.start, 'four@example.pk', '198.51.100.7')).rejects.toBeInstanceOf(
      AddressFullError,
    );
    // Another address is not affected.
    await expect(book(times[3]!.start, 'four@example.pk', '198.51.100.8')).resolves.toMatchObject({
      status: 'booked',
    });
  });

  it('never counts calls by an address that is not known', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, dailyCap: 20, confirmByEmail: 'off' }, null, NOW);
    const times = await freeTimes();
    for (const [n, person] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      await book(times[n]!.start, `${person}@example.pk`, UNKNOWN_CLIENT);
      await book(times[n + 5]!.start, `${person}.direct@example.pk`, DIRECT_CLIENT);
    }
    expect((await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 15 * DAY))).length).toBe(10);
    const row = await db().selectFrom('bookings').select('visitor').executeTakeFirstOrThrow();
    expect(row.visitor).toBeNull();
  });

  const flood = async (gap = 0) => {
    const outcomes = { refused: 0, pending: 0 };
    for (let round = 0; round < FLOOD_ROUNDS; round += 1) {
      const at = new Date(NOW.getTime() + round * gap);
      const free = await freeTimes(at);
      const tries = await Promise.allSettled(
        Array.from({ length: FLOOD_ADDRESSES }, (_, n) =>
          book(free[n]!.start, `bot${round}-${n}@example.pk`, `192.0.2.${n}`, at),
        ),
      );
      outcomes.refused += tries.filter((attempt) => attempt.status === 'rejected').length;
      outcomes.pending += tries.filter(
        (attempt) => attempt.status === 'fulfilled' && attempt.value.status === 'pending',
      ).length;
    }
    return outcomes;
  };

  it('lets a flood of 20 addresses × 5 rounds take at most a tenth of the times, and a new person book the next day', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'off' }, null, NOW);
    const offered = (await freeTimes()).length;
    const { refused } = await flood();
    const taken = (await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 15 * DAY))).length;
    expect(taken).toBeLessThanOrEqual(Math.floor(offered / 10));
    expect(refused).toBe(FLOOD_ADDRESSES * FLOOD_ROUNDS - taken);
    const tomorrow = new Date(NOW.getTime() + DAY);
    const [time] = await freeTimes(tomorrow);
    await expect(book(time!.start, 'person@example.pk', '203.0.113.200', tomorrow)).resolves.toMatchObject({
      status: 'booked',
    });
  });

  /** Booked calls and bookings waiting to be confirmed: the times a flood holds. */
  const held = async (at: Date) =>
    (await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 61 * DAY), 1_000, { waitingAt: at })).length;

  it('confirming by e-mail past the cap, lets the same flood at once hold at most a tenth of the times, booked or waiting, and lists the waiting ones with their expiry', async () => {
    const offered = (await freeTimes()).length;
    const { refused, pending } = await flood();
    expect(await held(NOW)).toBeLessThanOrEqual(Math.floor(offered / 10));
    expect(pending).toBe(pendingCeiling(DEFAULT_AVAILABILITY.dailyCap));
    expect(refused).toBe(FLOOD_ADDRESSES * FLOOD_ROUNDS - (await held(NOW)));
    // The waiting ones are on Calls, with when they stop holding their time.
    const waiting = (
      await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 61 * DAY), 1_000, { waitingAt: NOW })
    ).filter((call) => call.status === 'pending');
    expect(waiting).toHaveLength(pending);
    expect(waiting[0]!.expires_at).toBe(new Date(NOW.getTime() + PENDING_MINUTES * 60_000).toISOString());
  });

  it('past the cap, a person books once the flood’s unconfirmed bookings have stopped holding their times', async () => {
    await flood();
    const after = new Date(NOW.getTime() + (PENDING_MINUTES + 1) * 60_000);
    const freeAfter = await freeTimes(after);
    const person = await book(freeAfter[0]!.start, 'person@example.pk', '203.0.113.200', after);
    expect(person).toMatchObject({ status: 'pending', pastCap: true });
    expect(await confirmBooking(db(), person.bookingId, server, after)).toMatchObject({
      result: 'confirmed',
    });
    const calls = await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 15 * DAY));
    expect(calls.map((booked) => booked.id)).toContain(person.bookingId);
  });

  it('keeps a cancelled pending booking’s mailbox and address for the rest of its 30 minutes', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null, NOW);
    const times = await freeTimes();
    const first = await book(times[0]!.start, 'waiting@example.pk', '203.0.113.50');
    expect(first.status).toBe('pending');
    expect(await cancelBooking(db(), first.bookingId, server, NOW)).toBe('cancelled');
    // Its time is free again; its mailbox is not, until its 30 minutes are over.
    expect((await freeTimes()).map((slot) => slot.start)).toContain(times[0]!.start);
    await expect(book(times[0]!.start, 'waiting@example.pk', '203.0.113.51')).rejects.toBeInstanceOf(
      AlreadyBookedError,
    );
    const later = new Date(NOW.getTime() + (PENDING_MINUTES + 1) * 60_000);
    await expect(book(times[0]!.start, 'waiting@example.pk', '203.0.113.51', later)).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('counts waiting bookings toward the day’s cap', async () => {
    await saveAvailability(
      db(),
      { ...DEFAULT_AVAILABILITY, dailyCap: 2, confirmByEmail: 'always' },
      null,
      NOW,
    );
    const times = await freeTimes();
    await book(times[0]!.start, 'a@example.pk', '203.0.113.1');
    await book(times[1]!.start, 'b@example.pk', '203.0.113.2');
    await expect(book(times[2]!.start, 'c@example.pk', '203.0.113.3')).rejects.toBeInstanceOf(
      CalendarFullError,
    );
  });

  it('does not confirm a booking whose time no longer holds (another server took it as expired)', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null, NOW);
    const times = await freeTimes();
    const waiting = await book(times[0]!.start, 'skew@example.pk', '203.0.113.60');
    await db().deleteFrom('booking_holds').where('booking_id', '=', waiting.bookingId).execute();
    const other = await book(times[0]!.start, 'other@example.pk', '203.0.113.61');
    expect(await confirmBooking(db(), waiting.bookingId, server, NOW)).toEqual({ result: 'taken' });
    expect(await confirmBooking(db(), other.bookingId, server, NOW)).toMatchObject({ result: 'confirmed' });
  });

  it('stops new bookings at the owner’s daily cap', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, dailyCap: 2, confirmByEmail: 'off' }, null, NOW);
    const times = await freeTimes();
    await book(times[0]!.start, 'a@example.pk', '203.0.113.1');
    await book(times[1]!.start, 'b@example.pk', '203.0.113.2');
    await expect(book(times[2]!.start, 'c@example.pk', '203.0.113.3')).rejects.toBeInstanceOf(
      CalendarFullError,
    );
  });

  it('e-mails the existing call’s link once, to the mailbox it was booked with', async () => {
    const times = await freeTimes();
    const first = await book(times[0]!.start, 'first@example.pk', '203.0.113.9');
    const second = await book(times[1]!.start, 'first@example.pk', '203.0.113.10').catch(
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(AlreadyBookedError);
    const existing = second as AlreadyBookedError;
    expect(existing.bookingId).toBe(first.bookingId);
    expect(await queueExistingLink(db(), server, existing, NOW)).toBe(true);
    expect(await queueExistingLink(db(), server, existing, NOW)).toBe(false);
    const owed = await db()
      .selectFrom('deliveries')
      .select(['lead_id', 'event'])
      .where('event', '=', 'booking.existing')
      .execute();
    expect(owed).toEqual([{ lead_id: first.leadId, event: 'booking.existing' }]);
  });

  it('tells the team of a flood once: the first turned away is news, the rest a count', async () => {
    const told = [];
    for (let n = 0; n < 96; n += 1)
      told.push(await recordTurnedAway(db(), new Date(NOW.getTime() + n * 1000)));
    expect(told.filter(Boolean)).toHaveLength(1);
    expect(await turnedAwayToday(db(), NOW)).toEqual({ since: NOW.toISOString(), count: 96 });
    expect(await turnedAwayToday(db(), new Date(NOW.getTime() + DAY))).toBeUndefined();
  });
});
