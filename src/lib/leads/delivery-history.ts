/**
 * What the deliveries queue has done, for the lead's page, the start-up line and the health
 * check: each attempt of a lead's deliveries, and how many deliveries are in each status. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, Delivery, DeliveryChannel } from '@/lib/db/schema';

/** A delivery's attempts, oldest first (the lead's history). */
export function deliveryAttempts(db: Kysely<Database>, leadId: string, channel?: DeliveryChannel) {
  let query = db.selectFrom('delivery_attempts').selectAll().where('lead_id', '=', leadId);
  if (channel) query = query.where('channel', '=', channel);
  return query.orderBy('at').execute();
}

/** How many deliveries are in each status, for the start-up line and the health check. */
export async function deliveryCounts(db: Kysely<Database>): Promise<Record<Delivery['status'], number>> {
  const rows = await db
    .selectFrom('deliveries')
    .select(['status', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
    .groupBy('status')
    .execute();
  const counts = { pending: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
