/**
 * The slots on offer at a moment, from the store: the owner's availability, the times bookings
 * hold and the linked calendar's busy times. Shared by the booking page and the endpoint, so the
 * page offers exactly what the endpoint accepts. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { calendarBusy } from './busy-calendar';
import type { Availability } from './settings';
import { offeredSlots, type SlotQuery, type Slot } from './slots';
import { readAvailability, takenSpans } from '../rules/store';

const MS_PER_DAY = 24 * 60 * 60_000;

export interface Offer {
  settings: Availability;
  query: SlotQuery;
  slots: Slot[];
}

/**
 * What checking one start needs: the availability, and what is taken or busy within a day of it
 * (the endpoint checks one time; the page lists them all with currentOffer).
 */
export async function offerAround(
  db: Kysely<Database>,
  server: ServerEnv,
  now: number,
  start: number,
): Promise<Pick<Offer, 'settings' | 'query'>> {
  const settings = await readAvailability(db);
  const [from, until] = [start - MS_PER_DAY, start + MS_PER_DAY];
  const [taken, busy] = await Promise.all([
    takenSpans(db, from, until, now),
    calendarBusy(server.bookingBusyIcsUrl, from, until, { now }),
  ]);
  return { settings, query: { settings, now, taken, busy } };
}

export async function currentOffer(db: Kysely<Database>, server: ServerEnv, now: number): Promise<Offer> {
  const settings = await readAvailability(db);
  const until = now + (settings.horizonDays + 1) * MS_PER_DAY;
  const [taken, busy] = await Promise.all([
    takenSpans(db, now, until, now),
    calendarBusy(server.bookingBusyIcsUrl, now, until, { now }),
  ]);
  const query: SlotQuery = { settings, now, taken, busy };
  return { settings, query, slots: offeredSlots(query) };
}
