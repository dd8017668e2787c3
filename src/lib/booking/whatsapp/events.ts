/**
 * What the webhook's events change (./endpoint.ts): a status moves its message's delivery on, never
 * back (a late `sent` after `read` changes nothing; a second `read` neither), each change made only
 * if the status is still the one read, so two posts at once cannot undo each other; a `failed` status
 * marks the delivery failed with Meta's error in its history, and sends its news by e-mail instead,
 * once (./fallback.ts); a reply of STOP (or its Urdu words) stops every later message to that number.
 * Server only.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database } from '@/lib/db/schema';
import { laterStatus } from '@/lib/whatsapp/status-order';
import { isStopRequest } from '@/lib/whatsapp/stop-words';
import type { MessageEvent, StatusEvent, WebhookEvent } from '@/lib/whatsapp/webhook';
import { queueEmailInstead } from './fallback';
import { recordStop } from './stops';

export interface AppliedEvents {
  /** Statuses that moved a message on. */
  statuses: number;
  /** Replies that asked to stop. */
  stops: number;
}

async function applyStatus(
  db: Kysely<Database>,
  server: Pick<ServerEnv, 'smtpUrl'>,
  event: StatusEvent,
): Promise<boolean> {
  const delivery = await db
    .selectFrom('deliveries')
    .selectAll()
    .where('message_id', '=', event.messageId)
    .where('channel', '=', 'whatsapp')
    .executeTakeFirst();
  // A message of another system on the same number, or one whose lead is deleted: nothing to change.
  if (!delivery || !laterStatus(delivery.message_status, event.status)) return false;
  const at = event.at.toISOString();
  const failed = event.status === 'failed';
  const error = failed
    ? `WhatsApp could not deliver it: ${event.error ? `${event.error.code} ${event.error.title}${event.error.details ? ` (${event.error.details})` : ''}` : 'no reason given'}`
    : null;
  const moved = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('deliveries')
      .set({
        message_status: event.status,
        ...(failed ? { status: 'failed' as const, last_error: error } : {}),
      })
      .where('id', '=', delivery.id)
      .where((eb) =>
        delivery.message_status === null
          ? eb('message_status', 'is', null)
          : eb('message_status', '=', delivery.message_status),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (failed) {
      await trx
        .insertInto('delivery_attempts')
        .values({
          id: randomUUID(),
          delivery_id: delivery.id,
          lead_id: delivery.lead_id,
          channel: 'whatsapp',
          ok: 0,
          http_status: null,
          error,
          at,
        })
        .execute();
    }
    return true;
  });
  if (moved && failed) await queueEmailInstead(db, server, delivery);
  return moved;
}

async function applyMessage(db: Kysely<Database>, event: MessageEvent): Promise<boolean> {
  if (!isStopRequest(event.text)) return false;
  await recordStop(db, event.from, event.text, event.at);
  return true;
}

/** Applies one post's events in order; the same post again changes nothing. */
export async function applyWebhookEvents(
  db: Kysely<Database>,
  server: Pick<ServerEnv, 'smtpUrl'>,
  events: readonly WebhookEvent[],
): Promise<AppliedEvents> {
  const applied: AppliedEvents = { statuses: 0, stops: 0 };
  for (const event of events) {
    if (event.kind === 'status') {
      if (await applyStatus(db, server, event)) applied.statuses += 1;
    } else if (await applyMessage(db, event)) applied.stops += 1;
  }
  return applied;
}
