/**
 * The visitor's address as a booking keeps it (./limits.ts: a few calls to come per address): a
 * keyed hash under the site's secret, never the address itself. An address not known (no trusted
 * proxy named it, or it was not an address) is everyone's and no one's: it keeps none, and the
 * per-address count never applies to it. Server only.
 */
import 'server-only';
import { DIRECT_CLIENT, UNKNOWN_CLIENT } from '@/lib/http/client-address';
import { sign } from '@/lib/security/signing';

export const visitorKey = (address: string): string | null =>
  address === DIRECT_CLIENT || address === UNKNOWN_CLIENT ? null : sign('booking-visitor', address);
