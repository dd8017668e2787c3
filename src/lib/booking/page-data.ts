/**
 * What the booking pages read from the store, per request: the free times on offer (the same
 * offer the endpoint checks against, ./availability-now.ts), the booking a signed link names, or
 * that the store cannot be read, in which case the pages say so and claim nothing. Server only.
 */
import 'server-only';
import { serverEnv } from '@/env';
import { db } from '@/lib/db/connection';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { currentOffer } from './availability-now';
import { issueFormToken } from './form-token';
import { readBookingLink } from './link';
import type { PageParams } from './page-query';
import type { Slot } from './slots';
import { findBooking, type BookingView } from './store';

/** The booking a link opens, when its signature holds and it is still booked. */
export interface MovingCall {
  id: string;
  sig: string;
  start: number;
}

export type BookPageData =
  | { kind: 'unavailable' }
  | {
      kind: 'open';
      slots: Slot[];
      /** The form's signed token (./form-token.ts), issued as the page is shown. */
      token: Record<string, string>;
      /** Set when the page was opened from a booking's link to move it. */
      moving?: MovingCall;
      /** The page was opened with a link that opens nothing (forged, or the call is cancelled). */
      badLink: boolean;
    };

const single = (params: PageParams, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

/** The free times now, the form's token, and the call a `b`/`sig` link asks to move. */
export async function bookPageData(params: PageParams, now = Date.now()): Promise<BookPageData> {
  try {
    const store = db();
    const { slots } = await currentOffer(store, serverEnv(), now);
    const open = { kind: 'open', slots, token: issueFormToken(now), badLink: false } as const;
    if (params.b === undefined) return open;
    const id = readBookingLink({ b: single(params, 'b'), sig: single(params, 'sig') });
    const booking = id ? await findBooking(store, id) : undefined;
    const closed = !booking || booking.status === 'cancelled' || callHasBegun(booking, now);
    if (!id || !booking || closed) return { ...open, badLink: true };
    return {
      ...open,
      moving: { id, sig: single(params, 'sig') ?? '', start: Date.parse(booking.starts_at) },
    };
  } catch (error) {
    logStoreFailure('[booking] the booking page could not read the free times', error);
    return { kind: 'unavailable' };
  }
}

/** A booking's link stops opening its page this long after the call (its `.ics` keeps working). */
export const LINK_LIFETIME_MS = 30 * 24 * 60 * 60_000;

/** True when the call's time has come: it can no longer be moved or cancelled. */
export const callHasBegun = (booking: { starts_at: string }, now: number) =>
  Date.parse(booking.starts_at) <= now;

/** True when the link is past its lifetime: 30 days after the call ended. */
export const linkExpired = (booking: { ends_at: string }, now: number) =>
  Date.parse(booking.ends_at) + LINK_LIFETIME_MS < now;

export type BookedPageData =
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  | { kind: 'expired' }
  | { kind: 'found'; booking: BookingView; sig: string; past: boolean };

/** The booking a confirmation page's link names: none when the link is not the site's. */
export async function bookedPageData(params: PageParams, now = Date.now()): Promise<BookedPageData> {
  const sig = single(params, 'sig');
  const id = readBookingLink({ b: single(params, 'b'), sig });
  if (!id || !sig) return { kind: 'invalid' };
  try {
    const booking = await findBooking(db(), id);
    if (!booking) return { kind: 'invalid' };
    if (linkExpired(booking, now)) return { kind: 'expired' };
    return { kind: 'found', booking, sig, past: callHasBegun(booking, now) };
  } catch (error) {
    logStoreFailure('[booking] the booking’s page could not read it', error);
    return { kind: 'unavailable' };
  }
}
