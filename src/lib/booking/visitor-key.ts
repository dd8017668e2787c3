/**
 * The visitor's address as a booking keeps it (./limits.ts: one call to come per address): a keyed
 * hash under the site's secret, never the address itself. Server only.
 */
import 'server-only';
import { sign } from '@/lib/security/signing';

export const visitorKey = (address: string) => sign('booking-visitor', address);
