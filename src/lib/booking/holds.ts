/**
 * The time bookings hold, in five-minute steps, each a row of `booking_holds` keyed by its start:
 * inserting a step another booking holds finds the key taken, which undoes the whole booking's
 * transaction (./store.ts). Server only.
 */
import type { Kysely } from 'kysely';
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

/** The spans bookings hold between `from` and `to`, step by step. */
export async function takenSpans(db: Kysely<Database>, from: number, to: number): Promise<Interval[]> {
  const rows = await db
    .selectFrom('booking_holds')
    .select('step_start')
    .where('step_start', '>=', new Date(from - STEP_MS).toISOString())
    .where('step_start', '<', new Date(to).toISOString())
    .execute();
  return rows.map(({ step_start }) => {
    const start = Date.parse(step_start);
    return { start, end: start + STEP_MS };
  });
}

/** Holds every step of `span` for the booking; throws SlotTakenError when any is held already. */
export async function holdSpan(trx: Kysely<Database>, bookingId: string, span: Interval): Promise<void> {
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
