/**
 * The one door into the calendar (./admission.ts), on both engines: a move keeps a call's status
 * and refuses one whose time has come or that waits for its confirm link; a confirm link holds its
 * time only while its own holds do; and book, move and confirm all wait for one lock, so none
 * decides while another's decision is still open.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { testServerEnv } from '@test-support/email-sends';
import { currentOffer } from '../calendar/availability-now';
import { DEFAULT_AVAILABILITY } from '../calendar/settings';
import { heldSpan } from '../calendar/slots';
import { admitBooking } from './admission';
import { PENDING_MINUTES } from './pending';
import { bookCall, confirmBooking, moveBooking, saveAvailability, type CallRequest } from './store';

const server = testServerEnv({ smtpUrl: 'smtp://127.0.0.1:9' });
const NOW = new Date('2026-11-30T03:00:00.000Z');
const MS_PER_MINUTE = 60_000;
/** Long enough for a request that did not wait for the lock to have finished. */
const WAIT_MS = 400;
const call = (start: number): CallRequest => ({
  start,
  end: start + 30 * MS_PER_MINUTE,
  span: heldSpan(DEFAULT_AVAILABILITY, start),
  language: 'en',
});

describeEachEngine('the one door into the calendar', (current) => {
  const db = () => current().db;
  const freeTimes = async () => (await currentOffer(db(), server, NOW.getTime())).slots;
  const book = (start: number, email: string, spamReason?: string) =>
    bookCall(db(), {
      leadId: randomUUID(),
      fields: { name: 'Caller', email },
      call: call(start),
      spamReason,
      visitor: null,
      server,
      now: NOW,
    });
  const bookingRow = (id: string) =>
    db().selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const admit = async (way: 'move' | 'confirm', id: string, now = NOW) => {
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const booking = await bookingRow(id);
    return db()
      .transaction()
      .execute((trx) => admitBooking(trx, { way, booking, now }, DEFAULT_AVAILABILITY, server));
  };

  it('lets a booked or held call move, keeping its status, and refuses one whose time has come', async () => {
    const [first, second] = await freeTimes();
    const booked = await book(first!.start, 'booked@example.pk');
    const held = await book(second!.start, 'held@example.pk', 'content score 9: test');
    expect(await admit('move', booked.bookingId)).toEqual({
      admitted: true,
      status: 'booked',
      pastCap: false,
    });
    expect(await admit('move', held.bookingId)).toEqual({ admitted: true, status: 'held', pastCap: false });
    const atItsTime = new Date(first!.start);
    expect(await admit('move', booked.bookingId, atItsTime)).toEqual({ admitted: false, why: 'past' });
    // The move itself says so, and nothing changes.
    const [, , later] = await freeTimes();
    expect(await moveBooking(db(), booked.bookingId, call(later!.start), server, atItsTime)).toEqual({
      moved: false,
      why: 'past',
    });
    expect((await bookingRow(booked.bookingId)).status).toBe('booked');
  });

  it('refuses to move a booking that waits for its confirm link', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null);
    const [first, second] = await freeTimes();
    const waiting = await book(first!.start, 'waiting@example.pk');
    expect(waiting.status).toBe('pending');
    expect(await admit('move', waiting.bookingId)).toEqual({ admitted: false, why: 'unconfirmed' });
    expect(await moveBooking(db(), waiting.bookingId, call(second!.start), server, NOW)).toEqual({
      moved: false,
      why: 'missing',
    });
  });

  it('confirms a pending booking only while its own holds keep its time', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null);
    const [first, second] = await freeTimes();
    const kept = await book(first!.start, 'kept@example.pk');
    expect(await admit('confirm', kept.bookingId)).toEqual({
      admitted: true,
      status: 'booked',
      pastCap: false,
    });
    const late = new Date(NOW.getTime() + PENDING_MINUTES * MS_PER_MINUTE);
    expect(await admit('confirm', kept.bookingId, late)).toEqual({ admitted: false, why: 'expired' });

    // Its holds gone (another server took it as expired), then its time taken by someone else.
    const lost = await book(second!.start, 'lost@example.pk');
    await db().deleteFrom('booking_holds').where('booking_id', '=', lost.bookingId).execute();
    expect(await admit('confirm', lost.bookingId)).toEqual({ admitted: false, why: 'expired' });
    await book(second!.start, 'someone@example.pk');
    expect(await admit('confirm', lost.bookingId)).toEqual({ admitted: false, why: 'taken' });
    expect(await confirmBooking(db(), lost.bookingId, server, NOW)).toEqual({ result: 'taken' });
  });

  it('makes a move and a confirm wait while a new booking is being decided', async () => {
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null);
    const [first, second, third] = await freeTimes();
    const pending = await book(first!.start, 'pending@example.pk');
    await saveAvailability(db(), { ...DEFAULT_AVAILABILITY, confirmByEmail: 'off' }, null);
    const booked = await book(second!.start, 'booked@example.pk');

    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const deciding = db()
      .transaction()
      .execute(async (trx) => {
        const who = { way: 'new' as const, mailbox: 'new@example.pk', visitor: null, now: NOW };
        await admitBooking(trx, who, DEFAULT_AVAILABILITY, server);
        entered();
        await gate;
      });
    await inside;
    const done: string[] = [];
    const move = moveBooking(db(), booked.bookingId, call(third!.start), server, NOW).then((result) => {
      done.push('move');
      return result;
    });
    const confirm = confirmBooking(db(), pending.bookingId, server, NOW).then((result) => {
      done.push('confirm');
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    expect(done).toEqual([]);
    release();
    await deciding;
    expect(await move).toMatchObject({ moved: true });
    expect(await confirm).toMatchObject({ result: 'confirmed' });
  });
});
