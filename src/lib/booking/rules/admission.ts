/**
 * The one door into the calendar: whether a booking may hold a time, and how, for every way a
 * booking comes to hold one (./limits.ts holds the rules it applies). Server only.
 */
import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import { isPostgres } from '@/lib/db/clock';
import type { Booking, Database } from '@/lib/db/schema';
import type { Availability } from '../calendar/settings';
import {
  CalendarFullError,
  checkOneCall,
  confirmMode,
  dayIsFull,
  pendingExpired,
  pendingFull,
} from './limits';

/**
 * How a booking asks for a time:
 * - `new`: a visitor's booking (./store.ts), or a held one the team let through (./release-held.ts);
 * - `move`: a booked call to another time (./changes.ts): the same call, so it keeps its status;
 * - `confirm`: a pending booking's confirm link (./pending.ts).
 */
export type Entry =
  | { way: 'new'; mailbox: string | null; visitor: string | null; now: Date }
  | { way: 'move'; booking: Booking; now: Date }
  | { way: 'confirm'; booking: Booking; now: Date };

/** Why a move or a confirm may not hold its time. */
export type Refusal =
  /** A move of a booking still waiting for its confirm link (the link confirms it first). */
  | 'unconfirmed'
  /** A move of a call whose time has come. */
  | 'past'
  /** A confirm after its 30 minutes, or its time, have come. */
  | 'expired'
  /** A confirm whose time another booking holds since it lost its own hold. */
  | 'taken';

export type Admission =
  | { admitted: true; status: 'booked' | 'pending' | 'held'; pastCap: boolean }
  | { admitted: false; why: Refusal };

/** True when another booking holds a step of this one's time. */
async function takenByAnother(trx: Kysely<Database>, booking: Booking): Promise<boolean> {
  const taken = await trx
    .selectFrom('booking_holds')
    .select('step_start')
    .where('booking_id', '!=', booking.id)
    .where('step_start', '>=', booking.starts_at)
    .where('step_start', '<', booking.ends_at)
    .executeTakeFirst();
  return Boolean(taken);
}

/**
 * Whether a booking may hold a time, and how: the one function every way into the calendar goes
 * through, under one lock (on PostgreSQL; SQLite lets one writer in at a time already), so two
 * requests at once cannot both pass the checks below. Bookings come a few a minute: the wait is
 * nothing, and the lock ends with the transaction.
 *
 * - `new`: the mailbox's one call and the address's count (checkOneCall), then the day's cap:
 *   booked, or pending in the confirm-by-e-mail mode ('always', or 'over-cap' once the cap is
 *   reached, while fewer than pendingCeiling wait). Throws AlreadyBookedError or AddressFullError,
 *   or CalendarFullError when the cap is reached and nothing can be confirmed; `pastCap` says the
 *   day's cap was reached (the team's flood notice counts it).
 * - `move`: a call not yet come and not waiting for its confirm link keeps its status; the holds of
 *   the new time then decide (SlotTakenError). It adds no call, so no cap applies.
 * - `confirm`: a pending booking within its 30 minutes whose holds are still its own (another
 *   server, its clock ahead, may have taken it as expired and given its time to someone else).
 */
export async function admitBooking(
  trx: Kysely<Database>,
  entry: Entry,
  { dailyCap, confirmByEmail }: Pick<Availability, 'dailyCap' | 'confirmByEmail'>,
  server: ServerEnv,
): Promise<Admission> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtextextended('new-booking', 0))`.execute(trx);
  const { now } = entry;
  if (entry.way === 'move') {
    const { booking } = entry;
    if (booking.status === 'pending') return { admitted: false, why: 'unconfirmed' };
    if (Date.parse(booking.starts_at) <= now.getTime()) return { admitted: false, why: 'past' };
    if (booking.status === 'cancelled')
      throw new Error(`booking ${booking.id} is cancelled: nothing to move`);
    return { admitted: true, status: booking.status, pastCap: false };
  }
  if (entry.way === 'confirm') {
    const { booking } = entry;
    if (pendingExpired(booking, now.getTime()))
      return { admitted: false, why: (await takenByAnother(trx, booking)) ? 'taken' : 'expired' };
    const held = await trx
      .selectFrom('booking_holds')
      .select('step_start')
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (!held) return { admitted: false, why: (await takenByAnother(trx, booking)) ? 'taken' : 'expired' };
    return { admitted: true, status: 'booked', pastCap: false };
  }
  await checkOneCall(trx, entry);
  const mode = confirmMode(confirmByEmail, server);
  const full = await dayIsFull(trx, { dailyCap, now });
  if (!full) return { admitted: true, status: mode === 'always' ? 'pending' : 'booked', pastCap: false };
  if (mode === 'over-cap' && !(await pendingFull(trx, { dailyCap, now })))
    return { admitted: true, status: 'pending', pastCap: true };
  throw new CalendarFullError();
}

/** A new booking's admission: `new` always admits or throws. */
export async function admitNewBooking(
  trx: Kysely<Database>,
  who: { mailbox: string | null; visitor: string | null; now: Date },
  settings: Pick<Availability, 'dailyCap' | 'confirmByEmail'>,
  server: ServerEnv,
): Promise<{ status: 'booked' | 'pending'; pastCap: boolean }> {
  const admission = await admitBooking(trx, { way: 'new', ...who }, settings, server);
  if (!admission.admitted || admission.status === 'held')
    throw new Error('a new booking is admitted or refused');
  return { status: admission.status, pastCap: admission.pastCap };
}
