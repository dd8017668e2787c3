/**
 * What a lead held as spam is owed once a member lets it through ("not spam" in the inbox,
 * src/lib/leads/release.ts): what any lead is owed on release (src/lib/leads/channels.ts), with a
 * held booking's call booked if its time is still free (./release-held.ts). Here rather than in
 * the queue, which knows nothing of bookings. Server only.
 */
import 'server-only';
import type { ServerEnv } from '@/env';
import { owedOnRelease } from '@/lib/leads/channels';
import type { OwedDeliveries } from '@/lib/leads/release';
import { appNow } from '@/lib/time/clock';
import { bookReleasedCall } from './release-held';

export function owedWithHeldCall(server: ServerEnv, now: Date = appNow()): OwedDeliveries {
  const owed = owedOnRelease(server);
  return async (lead, trx) => {
    const deliveries = await owed(lead, trx);
    if (lead.form !== 'booking') return deliveries;
    return (await bookReleasedCall(trx, lead, server, now, deliveries)) ?? deliveries;
  };
}
