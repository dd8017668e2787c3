/**
 * When WhatsApp cannot deliver a booking's news (Meta says the number cannot get it, the retries
 * are used up, or a `failed` status arrives on the webhook), the same news goes to the e-mail the
 * visitor gave, once: the queue's unique index keeps one delivery per event of a booking and
 * channel, so a second failure adds nothing, and news already e-mailed (the invite, the
 * cancellation) is not e-mailed again. Nothing without SMTP_URL. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import { queueDeliveryOnce } from '@/lib/leads/queue';
import type { Database, Delivery } from '@/lib/db/schema';

/** True when an e-mail was queued now (false: no SMTP, or one was queued or sent before). */
export async function queueEmailInstead(
  db: Kysely<Database>,
  server: Pick<ServerEnv, 'smtpUrl'>,
  delivery: Pick<Delivery, 'lead_id' | 'event' | 'booking_id'>,
  now?: Date,
): Promise<boolean> {
  if (!server.smtpUrl || !delivery.event || !delivery.booking_id) return false;
  return queueDeliveryOnce(
    db,
    delivery.lead_id,
    { channel: 'visitor', event: delivery.event, bookingId: delivery.booking_id },
    now,
  );
}
