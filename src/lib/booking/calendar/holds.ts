/**
 * The time bookings hold, in five-minute steps, each a row of `booking_holds` keyed by its start:
 * inserting a step another booking holds finds the key taken, which undoes the whole booking's
 * transaction (../rules/store.ts). Server only.
 */
import 'server-only';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { HOLD_STEP_MINUTES } from './settings';
import type { Interval } from './slots';

const STEP_MS = HOLD_STEP_MINUTES * 60_000;

/** Another booking holds some of the time asked for: nothing was stored. */
export class SlotTakenError extends Error {
  constructor() {
    super('the time asked for is held by another booking');
    this.name = 'SlotTakenError';
  }
}

/**
 * Instances' clocks may differ a little: a pending booking's time is offered and taken again only
 * this long after it expired, so a confirm on an instance whose clock is behind cannot lose it.
 */
const CLOCK_SKEW_MS = 60_000;

/** A pending booking past its `expires_at` (../rules/pending.ts) holds nothing, whether cleared yet or not. */
const expiredPending = (now: Date) =>
  sql<SqlBool>`(bookings.status = 'pending' and bookings.expires_at <= ${new Date(now.getTime() - CLOCK_SKEW_MS).toISOString()})`;

/** The spans bookings hold between `from` and `to` at `now`, step by step. */
export async function takenSpans(
  db: Kysely<Database>,
  from: number,
  to: number,
  now: number,
): Promise<Interval[]> {
  const rows = await db
    .selectFrom('booking_holds')
    .innerJoin('bookings', 'bookings.id', 'booking_holds.booking_id')
    .select('booking_holds.step_start')
    .where('booking_holds.step_start', '>=', new Date(from - STEP_MS).toISOString())
    .where('booking_holds.step_start', '<', new Date(to).toISOString())
    .where((eb) => eb.not(expiredPending(new Date(now))))
    .execute();
  return rows.map(({ step_start }) => {
    const start = Date.parse(step_start);
    return { start, end: start + STEP_MS };
  });
}

/**
 * Holds every step of `span` for the booking; throws SlotTakenError when any is held already. The
 * steps there held by a pending booking expired at `now` are given back first.
 */
export async function holdSpan(
  trx: Kysely<Database>,
  bookingId: string,
  span: Interval,
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('booking_holds')
    .where('step_start', '>=', new Date(span.start).toISOString())
    .where('step_start', '<', new Date(span.end).toISOString())
    .where('booking_id', 'in', (eb) =>
      eb.selectFrom('bookings').select('bookings.id').where(expiredPending(now)),
    )
    .execute();
  const steps: { step_start: string; booking_id: string }[] = [];
  for (let step = span.start; step < span.end; step += STEP_MS) {
    steps.push({ step_start: new Date(step).toISOString(), booking_id: bookingId });
  }
  const held = await trx
    .insertInto('booking_holds')
    .values(steps)
    .onConflict((conflict) => conflict.column('step_start').doNothing())
    .returning('step_start')
    .execute();
  if (held.length !== steps.length) throw new SlotTakenError();
}
