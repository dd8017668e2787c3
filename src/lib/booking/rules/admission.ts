/**
 * The one door into the calendar: whether a new booking may hold a time, and how (./limits.ts
 * holds the rules it applies). Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import type { Availability } from '../calendar/settings';
import { CalendarFullError, checkOneCall, dayIsFull, pendingFull } from './limits';
import { confirmMode } from './pending';

/**
 * Whether a new booking may hold a time, and how: the one function every way into the calendar
 * goes through (a visitor's booking, ./store.ts; the team's "not spam" on a held one,
 * ./release-held.ts). Under the lock, the mailbox's one call and the address's count
 * (checkOneCall), then the day's cap: booked, or pending in the confirm-by-e-mail mode ('always',
 * or 'over-cap' once the cap is reached, while fewer than pendingCeiling wait). Throws
 * AlreadyBookedError or AddressFullError, or CalendarFullError when the cap is reached and nothing
 * can be confirmed. `pastCap` says the day's cap was reached (the team's flood notice counts it).
 */
export async function admitNewBooking(
  trx: Kysely<Database>,
  who: { mailbox: string | null; visitor: string | null; now: Date },
  { dailyCap, confirmByEmail }: Pick<Availability, 'dailyCap' | 'confirmByEmail'>,
  server: ServerEnv,
): Promise<{ status: 'booked' | 'pending'; pastCap: boolean }> {
  await checkOneCall(trx, who);
  const mode = confirmMode(confirmByEmail, server);
  const full = await dayIsFull(trx, { dailyCap, now: who.now });
  if (!full) return { status: mode === 'always' ? 'pending' : 'booked', pastCap: false };
  if (mode === 'over-cap' && !(await pendingFull(trx, { dailyCap, now: who.now })))
    return { status: 'pending', pastCap: true };
  throw new CalendarFullError();
}
