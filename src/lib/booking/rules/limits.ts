/**
 * What keeps one person, or a script, from emptying the calendar: one upcoming call per e-mail
 * address (the mailbox is the person), at most CALLS_PER_ADDRESS per visitor address (by the site's
 * address rule, kept only as a keyed hash: a carrier's or an office's one public address is many
 * people's, so it is a count, and an address not known is never one), and a cap on new bookings per day, site-wide, that the owner sets in Availability (past it a booking is
 * refused, or held for confirmation by e-mail: ./pending.ts). Checked inside the booking's
 * transaction, before anything is stored (./store.ts). Server only.
 */
import 'server-only';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { wallTimeToInstant, zonedDate } from '@/lib/time/zone';
import type { ConfirmMode } from '../calendar/settings';

/** The confirm-by-e-mail mode in force: none without SMTP (no link could be sent); 'over-cap' when unset. */
export function confirmMode(setting: ConfirmMode | undefined, server: ServerEnv): ConfirmMode {
  if (!server.smtpUrl) return 'off';
  return setting ?? 'over-cap';
}

/** True when a pending booking can no longer be confirmed: its 30 minutes, or its time, have come. */
export const pendingExpired = (booking: { expires_at: string | null; starts_at: string }, now: number) =>
  Date.parse(booking.expires_at ?? '') <= now || Date.parse(booking.starts_at) <= now;

/**
 * The visitor already has a call to come, or one waiting to be confirmed: nothing new is booked;
 * its link goes to its own e-mail (a pending one's is on its way already).
 */
export class AlreadyBookedError extends Error {
  constructor(
    readonly bookingId: string,
    readonly leadId: string,
    readonly pending = false,
  ) {
    super('this e-mail address already has a call to come');
    this.name = 'AlreadyBookedError';
  }
}

/** Upcoming calls, booked or waiting to be confirmed, from one visitor address at most. */
export const CALLS_PER_ADDRESS = 3;

/**
 * The visitor's address has CALLS_PER_ADDRESS calls to come from other mailboxes: many people
 * behind one address (a mobile carrier's or an office's) are normal, a fourth call from one is not
 * booked; the page says why and offers WhatsApp.
 */
export class AddressFullError extends Error {
  constructor() {
    super(`this visitor address already has ${CALLS_PER_ADDRESS} calls to come`);
    this.name = 'AddressFullError';
  }
}

/** The day's cap on new bookings is reached: the page offers WhatsApp and the contact form. */
export class CalendarFullError extends Error {
  constructor() {
    super('the calendar is full for today');
    this.name = 'CalendarFullError';
  }
}

export interface LimitCheck {
  mailbox: string | null;
  visitor: string | null;
  dailyCap: number;
  now: Date;
}

/**
 * Throws AlreadyBookedError when the mailbox has a call to come, booked or pending and not expired,
 * and AddressFullError when the visitor address has CALLS_PER_ADDRESS of them (a script holds
 * times from one address, confirmed or not). `visitor` is null where the address is not known.
 * Called under admitBooking's lock (./admission.ts), which keeps two requests from both passing.
 */
export async function checkOneCall(
  trx: Kysely<Database>,
  { mailbox, visitor, now }: Omit<LimitCheck, 'dailyCap'>,
): Promise<void> {
  // A pending booking counts until it expires, even when its visitor cancelled it (so that
  // cancelling and booking again does not make a script's 30 minutes endless); a confirmed one
  // keeps no expiry (./pending.ts).
  const upcoming = trx
    .selectFrom('bookings')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'booked'),
        eb.and([eb('status', 'in', ['pending', 'cancelled']), eb('expires_at', '>', now.toISOString())]),
      ]),
    )
    .where('starts_at', '>', now.toISOString());
  if (mailbox) {
    const existing = await upcoming
      .select(['id', 'lead_id', 'status'])
      .where('mailbox', '=', mailbox)
      .orderBy('starts_at')
      .executeTakeFirst();
    if (existing) throw new AlreadyBookedError(existing.id, existing.lead_id, existing.status === 'pending');
  }
  if (visitor) {
    const { count } = await upcoming
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('visitor', '=', visitor)
      .executeTakeFirstOrThrow();
    if (Number(count) >= CALLS_PER_ADDRESS) throw new AddressFullError();
  }
}

/**
 * A pending booking waiting for its visitor (not expired, not cancelled), counted everywhere the
 * calls to come are: the day's cap, the ceiling on waiting ones, the Calls page.
 */
const livePending = (eb: ExpressionBuilder<Database, 'bookings'>, now: Date) =>
  eb.and([eb('status', '=', 'pending'), eb('expires_at', '>', now.toISOString())]);

/**
 * True when the day's cap is reached. The day is Pakistan's. The calls booked today that still hold
 * their time count, and so do those waiting to be confirmed: one cancelled has given its time back
 * (and a script that cancels empties nothing), one held as spam never held one.
 */
export async function dayIsFull(
  trx: Kysely<Database>,
  { dailyCap, now }: Pick<LimitCheck, 'dailyCap' | 'now'>,
): Promise<boolean> {
  const dayStart = wallTimeToInstant(zonedDate(now.getTime()), 0);
  const { count } = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>=', new Date(dayStart).toISOString())
    .where((eb) => eb.or([eb('status', '=', 'booked'), livePending(eb, now)]))
    .executeTakeFirstOrThrow();
  return Number(count) >= dailyCap;
}

/**
 * Past the day's cap (confirming by e-mail over it), how many bookings may wait to be confirmed at
 * once, site-wide: one for every eight of the cap. A real person past the cap gets the place a
 * script's unconfirmed booking leaves when its 30 minutes end; a flood holds no more than the
 * cap and this.
 */
export const pendingCeiling = (dailyCap: number) => Math.max(1, Math.floor(dailyCap / 8));

/** True when as many bookings wait to be confirmed as pendingCeiling allows. */
export async function pendingFull(
  trx: Kysely<Database>,
  { dailyCap, now }: Pick<LimitCheck, 'dailyCap' | 'now'>,
): Promise<boolean> {
  const { count } = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where((eb) => livePending(eb, now))
    .executeTakeFirstOrThrow();
  return Number(count) >= pendingCeiling(dailyCap);
}

/** The day's record of bookings the cap turned away, in the settings table (one row a day). */
const floodId = (now: Date) => `turned-away:${zonedDate(now.getTime())}`;

export interface TurnedAway {
  /** When the first was turned away (ISO). */
  since: string;
  count: number;
}

/**
 * Counts one booking turned away by the day's cap. The team hears of a flood once, as one line on
 * Calls, not once per attempt; returns true for the day's first, which the log also says.
 */
export async function recordTurnedAway(db: Kysely<Database>, now: Date): Promise<boolean> {
  const id = floodId(now);
  const first = JSON.stringify({ since: now.toISOString(), count: 1 } satisfies TurnedAway);
  const inserted = await db
    .insertInto('booking_settings')
    .values({ id, value: first, updated_at: now.toISOString(), updated_by: null })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const row = await db.selectFrom('booking_settings').select('value').where('id', '=', id).executeTakeFirst();
  const seen = row ? (JSON.parse(row.value) as TurnedAway) : { since: now.toISOString(), count: 0 };
  await db
    .updateTable('booking_settings')
    .set({ value: JSON.stringify({ ...seen, count: seen.count + 1 }), updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  return false;
}

/** Today's bookings turned away by the cap, if any (the Calls page says so). */
export async function turnedAwayToday(
  db: Kysely<Database>,
  now = new Date(),
): Promise<TurnedAway | undefined> {
  const row = await db
    .selectFrom('booking_settings')
    .select('value')
    .where('id', '=', floodId(now))
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as TurnedAway) : undefined;
}
