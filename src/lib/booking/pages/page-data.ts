/**
 * What the booking pages read from the store, per request: the free times on offer (the same
 * offer the endpoint checks against, ../calendar/availability-now.ts), the booking a signed link names, or
 * that the store cannot be read, in which case the pages say so and claim nothing. Server only.
 */
import 'server-only';
import { serverEnv } from '@/env';
import { db } from '@/lib/db/connection';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { currentOffer } from '../calendar/availability-now';
import { issueFormToken } from './form-token';
import { readBookingLink, readConfirmLink } from './link';
import type { PageParams } from './page-query';
import type { Slot } from '../calendar/slots';
import { confirmMode, pendingExpired } from '../rules/pending';
import { findBooking, readAvailability, type BookingView } from '../rules/store';

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
      /** WhatsApp messages are set up (WHATSAPP_*): the form offers them. */
      offerWhatsApp: boolean;
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
    const open = {
      kind: 'open',
      slots,
      token: issueFormToken(now),
      badLink: false,
      offerWhatsApp: serverEnv().whatsapp !== undefined,
    } as const;
    if (params.b === undefined) return open;
    const id = readBookingLink({ b: single(params, 'b'), sig: single(params, 'sig') });
    const booking = id ? await findBooking(store, id) : undefined;
    const closed = !booking || booking.status !== 'booked' || callHasBegun(booking, now);
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
  | {
      kind: 'found';
      booking: BookingView;
      sig: string;
      past: boolean;
      /** A pending booking's: held for confirmation because the day's cap is reached. */
      overCap: boolean;
      /** A pending booking not confirmed in time. */
      lapsed: boolean;
    };

/** The booking a confirmation page's link names: none when the link is not the site's. */
export async function bookedPageData(params: PageParams, now = Date.now()): Promise<BookedPageData> {
  const sig = single(params, 'sig');
  const id = readBookingLink({ b: single(params, 'b'), sig });
  if (!id || !sig) return { kind: 'invalid' };
  try {
    const store = db();
    const booking = await findBooking(store, id);
    if (!booking) return { kind: 'invalid' };
    if (linkExpired(booking, now)) return { kind: 'expired' };
    const overCap =
      booking.status === 'pending' &&
      confirmMode((await readAvailability(store)).confirmByEmail, serverEnv()) === 'over-cap';
    const lapsed = booking.status === 'pending' && pendingExpired(booking, now);
    return { kind: 'found', booking, sig, past: callHasBegun(booking, now), overCap, lapsed };
  } catch (error) {
    logStoreFailure('[booking] the booking’s page could not read it', error);
    return { kind: 'unavailable' };
  }
}

export type ConfirmPageData =
  | { kind: 'invalid' }
  | { kind: 'unavailable' }
  /** Not confirmed in time (and perhaps cleared away already). */
  | { kind: 'expired' }
  /** Confirmed before: the page sends the visitor on to the booking's own page. */
  | { kind: 'confirmed'; id: string }
  | { kind: 'open'; booking: BookingView; sig: string };

/** The pending booking a confirm link names: none when the link is not the site's. */
export async function confirmPageData(params: PageParams, now = Date.now()): Promise<ConfirmPageData> {
  const sig = single(params, 'sig');
  const id = readConfirmLink({ b: single(params, 'b'), sig });
  if (!id || !sig) return { kind: 'invalid' };
  try {
    const booking = await findBooking(db(), id);
    if (!booking) return { kind: 'expired' };
    if (booking.status !== 'pending') return { kind: 'confirmed', id };
    if (pendingExpired(booking, now)) return { kind: 'expired' };
    return { kind: 'open', booking, sig };
  } catch (error) {
    logStoreFailure('[booking] the confirm page could not read its booking', error);
    return { kind: 'unavailable' };
  }
}
