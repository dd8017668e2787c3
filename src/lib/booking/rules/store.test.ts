/**
 * Bookings in the store, on both engines: a booking is its lead and its held time in one commit;
 * six people racing for one time get it once (through one connection, and through two as two
 * instances would); a cancel frees the time; a move holds the new time and frees the old; a form
 * sent twice books once; a booking held as spam holds nothing; every event is queued for delivery.
 */
import { expect, it } from 'vitest';
import { connect } from '@/lib/db/connection';
import { describeEachEngine } from '@test-support/engines';
import { callAt } from '@test-support/call-request';
import { emailJsKeys, testServerEnv } from '@test-support/email-sends';
import { randomUUID } from 'node:crypto';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import {
  bookCall,
  bookingsOfLead,
  cancelBooking,
  findBooking,
  moveBooking,
  readAvailability,
  saveAvailability,
  SlotTakenError,
  takenSpans,
  upcomingCalls,
} from './store';

const server = testServerEnv({
  emailjs: emailJsKeys,
  emailjsPrivateKey: 'private',
  bookingTemplateId: 'booking-template',
  leadsWebhookUrl: 'http://127.0.0.1:9/hooks/leads',
});
const NOW = new Date('2026-11-30T03:00:00.000Z');
const at = (iso: string) => callAt(iso, { timeZone: 'Europe/London' });
const ELEVEN = at('2026-12-01T11:30:00+05:00');
const fields = (n: number) => ({
  name: `Caller ${n}`,
  email: `caller${n}@example.pk`,
  message: 'About a website',
});
const book = (db: Parameters<typeof bookCall>[0], n: number, call = ELEVEN, spamReason?: string) =>
  bookCall(db, { leadId: randomUUID(), fields: fields(n), call, spamReason, server, now: NOW });

describeEachEngine('bookings', (current, engine, currentConfig) => {
  const db = () => current().db;

  it('stores the lead, the booking and its held time in one commit, with booking.created owed', async () => {
    const result = await book(db(), 1);
    expect(result).toMatchObject({ status: 'booked', created: true });
    const lead = await db()
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', result.leadId)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ form: 'booking', path: 'booking', status: 'new', name: 'Caller 1' });
    const booking = await findBooking(db(), result.bookingId);
    expect(booking).toMatchObject({
      status: 'booked',
      starts_at: '2026-12-01T06:30:00.000Z',
      time_zone: 'Europe/London',
    });
    expect(booking?.ends_at).toBe('2026-12-01T07:00:00.000Z');
    const deliveries = await db()
      .selectFrom('deliveries')
      .selectAll()
      .where('lead_id', '=', result.leadId)
      .execute();
    expect(deliveries.map((row) => [row.channel, row.event, row.booking_id]).sort()).toEqual([
      ['email', 'booking.created', result.bookingId],
      ['webhook', 'booking.created', result.bookingId],
    ]);
    const taken = await takenSpans(db(), NOW.getTime(), NOW.getTime() + 14 * 86_400_000, NOW.getTime());
    // 30 minutes and a 15-minute buffer, in five-minute steps.
    expect(taken).toHaveLength(9);
    expect(Math.min(...taken.map((span) => span.start))).toBe(ELEVEN.start);
  });

  it('gives one time to one of six people booking it at once', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, (_, n) => book(db(), n)));
    const booked = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(booked).toHaveLength(1);
    for (const attempt of attempts) {
      if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(SlotTakenError);
    }
    const bookings = await db().selectFrom('bookings').selectAll().execute();
    expect(bookings).toHaveLength(1);
    // The refused are not stored at all: no lead without its booking.
    expect(await db().selectFrom('leads').select('id').execute()).toHaveLength(1);
  });

  // Several instances share PostgreSQL (one server keeps SQLite to itself).
  if (engine === 'postgres')
    it('gives one time once across two instances’ connections', async () => {
      const second = connect(currentConfig());
      try {
        const attempts = await Promise.allSettled(
          Array.from({ length: 6 }, (_, n) => book(n % 2 === 0 ? db() : second.db, n)),
        );
        expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
        expect(await db().selectFrom('bookings').select('id').execute()).toHaveLength(1);
      } finally {
        await second.close();
      }
    });

  it('refuses a time that overlaps a booking’s call or buffer, from another start', async () => {
    await book(db(), 1);
    // Starts 20 minutes later: inside the first call's buffer-included span.
    await expect(book(db(), 2, at('2026-12-01T11:50:00+05:00'))).rejects.toBeInstanceOf(SlotTakenError);
    // After the first call and its buffer: free.
    await expect(book(db(), 3, at('2026-12-01T12:15:00+05:00'))).resolves.toMatchObject({ status: 'booked' });
  });

  it('books a form sent twice once, and shows the second send the first booking', async () => {
    const leadId = randomUUID();
    const input = { leadId, fields: fields(1), call: ELEVEN, spamReason: undefined, server, now: NOW };
    const first = await bookCall(db(), input);
    const again = await bookCall(db(), { ...input, call: at('2026-12-02T10:00:00+05:00') });
    const { pastCap, ...stored } = first;
    expect(pastCap).toBe(false);
    expect(again).toEqual({ ...stored, created: false });
    expect(await db().selectFrom('bookings').select('id').execute()).toHaveLength(1);
  });

  it('keeps a booking held as spam without holding its time or telling anyone', async () => {
    const held = await book(db(), 1, ELEVEN, 'the hidden field was filled in');
    expect(held.status).toBe('held');
    expect(await takenSpans(db(), NOW.getTime(), NOW.getTime() + 14 * 86_400_000, NOW.getTime())).toEqual([]);
    expect(await db().selectFrom('deliveries').select('id').execute()).toEqual([]);
    await expect(book(db(), 2)).resolves.toMatchObject({ status: 'booked' });
  });

  it('frees the time on cancel, tells the team once, and cancels once', async () => {
    const { bookingId, leadId } = await book(db(), 1);
    expect(await cancelBooking(db(), bookingId, server, NOW)).toBe('cancelled');
    expect(await cancelBooking(db(), bookingId, server, NOW)).toBe('already');
    expect(await cancelBooking(db(), randomUUID(), server, NOW)).toBe('missing');
    expect(await takenSpans(db(), NOW.getTime(), NOW.getTime() + 14 * 86_400_000, NOW.getTime())).toEqual([]);
    const events = await db()
      .selectFrom('deliveries')
      .select(['event'])
      .where('lead_id', '=', leadId)
      .execute();
    expect(events.filter((row) => row.event === 'booking.cancelled')).toHaveLength(2);
    await expect(book(db(), 2)).resolves.toMatchObject({ status: 'booked' });
  });

  it('moves a booking: the new time held, the old freed, both events owed', async () => {
    const { bookingId, leadId } = await book(db(), 1);
    // Overlapping its own old time is fine.
    const moved = await moveBooking(db(), bookingId, at('2026-12-01T12:15:00+05:00'), server, NOW);
    expect(moved.moved).toBe(true);
    const bookings = await bookingsOfLead(db(), leadId);
    expect(bookings.map((row) => row.status).sort()).toEqual(['booked', 'cancelled']);
    expect(bookings.find((row) => row.status === 'cancelled')?.moved_to).toBe(
      moved.moved ? moved.bookingId : '',
    );
    await expect(book(db(), 2)).resolves.toMatchObject({ status: 'booked' });
    const events = await db()
      .selectFrom('deliveries')
      .select(['event', 'booking_id'])
      .where('lead_id', '=', leadId)
      .execute();
    expect(
      events.filter((row) => row.event === 'booking.cancelled' && row.booking_id === bookingId),
    ).toHaveLength(2);
    // The same move sent again answers with the booking it made, and books nothing more.
    expect(await moveBooking(db(), bookingId, ELEVEN, server, NOW)).toEqual(moved);
    expect(await bookingsOfLead(db(), leadId)).toHaveLength(2);
  });

  it('keeps the old time when the new one is taken', async () => {
    const mine = await book(db(), 1);
    await book(db(), 2, at('2026-12-02T10:00:00+05:00'));
    await expect(
      moveBooking(db(), mine.bookingId, at('2026-12-02T10:00:00+05:00'), server, NOW),
    ).rejects.toBeInstanceOf(SlotTakenError);
    expect((await findBooking(db(), mine.bookingId))?.status).toBe('booked');
    expect(
      await takenSpans(db(), NOW.getTime(), NOW.getTime() + 14 * 86_400_000, NOW.getTime()),
    ).toHaveLength(18);
  });

  it('lists upcoming calls in time order, cancelled ones left out', async () => {
    const later = await book(db(), 1, at('2026-12-03T10:00:00+05:00'));
    await book(db(), 2, ELEVEN);
    const gone = await book(db(), 3, at('2026-12-02T10:00:00+05:00'));
    await cancelBooking(db(), gone.bookingId, server, NOW);
    const calls = await upcomingCalls(db(), NOW, new Date(NOW.getTime() + 14 * 86_400_000));
    expect(calls.map((call) => call.name)).toEqual(['Caller 2', 'Caller 1']);
    expect(calls[1]?.id).toBe(later.bookingId);
  });

  it('keeps the owner’s availability, the defaults until then', async () => {
    expect(await readAvailability(db())).toEqual(DEFAULT_AVAILABILITY);
    const changed = { ...DEFAULT_AVAILABILITY, slotMinutes: 45, bufferMinutes: 0 };
    await saveAvailability(db(), changed, 'Owner', NOW);
    await saveAvailability(db(), { ...changed, horizonDays: 7 }, 'Owner', NOW);
    expect(await readAvailability(db())).toEqual({ ...changed, horizonDays: 7 });
    expect(engine).toMatch(/sqlite|postgres/);
  });

  it('erases a booking and its held time with its lead', async () => {
    const { leadId } = await book(db(), 1);
    await db().deleteFrom('leads').where('id', '=', leadId).execute();
    expect(await db().selectFrom('bookings').select('id').execute()).toEqual([]);
    expect(await db().selectFrom('booking_holds').select('step_start').execute()).toEqual([]);
  });
});
