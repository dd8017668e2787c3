/**
 * The visitor's own link to their booking (the confirmation page, its `.ics` and the cancel and
 * move forms): the booking's id and its signature, so knowing or guessing an id opens nothing.
 * Server only.
 */
import 'server-only';
import { LEAD_ID } from '@/lib/leads/store';
import { sign, signatureMatches } from '@/lib/security/signing';

const PURPOSE = 'booking-link';
/** A pending booking's confirm link (../rules/pending.ts) is signed apart: its booking's link confirms nothing. */
const CONFIRM_PURPOSE = 'booking-confirm';

export type BookingLink = {
  /** The booking's id. */
  b: string;
  /** Its signature. */
  sig: string;
};

export function bookingLink(id: string): BookingLink {
  return { b: id, sig: sign(PURPOSE, id) };
}

/** `b=…&sig=…`, for an address. */
export function bookingQuery(id: string): string {
  return new URLSearchParams({ ...bookingLink(id) }).toString();
}

/** `b=…&sig=…` of the confirm link, for an address. */
export function confirmQuery(id: string): string {
  return new URLSearchParams({ b: id, sig: sign(CONFIRM_PURPOSE, id) }).toString();
}

type Params = Record<string, string | string[] | undefined>;

function readSigned(purpose: string, params: Params): string | undefined {
  const id = typeof params.b === 'string' ? params.b.toLowerCase() : '';
  const sig = typeof params.sig === 'string' ? params.sig : undefined;
  if (!LEAD_ID.test(id)) return undefined;
  return signatureMatches(purpose, id, sig) ? id : undefined;
}

/** The booking id a link names, when its signature holds. */
export const readBookingLink = (params: Params) => readSigned(PURPOSE, params);

/** The booking id a confirm link names, when its signature holds. */
export const readConfirmLink = (params: Params) => readSigned(CONFIRM_PURPOSE, params);
