/**
 * Sends one delivery of the `whatsapp` channel: the booking's news as an approved template through
 * the Cloud API (src/lib/whatsapp/cloud-api.ts), Meta's message id kept on the delivery for the
 * webhook's statuses. News no longer true is recorded as done without a message, as for e-mail
 * (../messages/visitor-send.ts), and so is anything to a number that replied STOP. A send that can
 * never succeed (Meta's "undeliverable", a refused template) fails at once, not after a day of
 * retries, and its news goes by e-mail instead, once (./fallback.ts). Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Booking, Database, Delivery, Lead } from '@/lib/db/schema';
import type { AttemptOutcome } from '@/lib/leads/record-attempt';
import { MAX_ATTEMPTS } from '@/lib/leads/retry';
import { appNow } from '@/lib/time/clock';
import { sendTemplate } from '@/lib/whatsapp/cloud-api';
import { reminderMinutesOf } from '../messages/owed';
import { staleNews } from '../messages/visitor-send';
import { queueEmailInstead } from './fallback';
import { templateSend, whatsappKind, type WhatsAppKind } from './message';
import { isStopped } from './stops';

export interface WhatsAppSendOptions {
  server: ServerEnv;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
  /** The store: the STOP list, and the e-mail queued when WhatsApp cannot deliver. */
  db?: Kysely<Database>;
}

const MAIL_KIND = {
  booked: 'created',
  moved: 'moved',
  cancelled: 'cancelled',
  reminder: 'reminder',
} as const;
const mailKindOf = (kind: WhatsAppKind) => MAIL_KIND[kind];

const MINUTE_MS = 60_000;

/**
 * A reminder whose turn comes with less than half its lead left (the queue was held up): a nearer
 * reminder, or the call itself, is closer than it; it goes no more, rather than late.
 */
function lateReminder(delivery: Delivery, booking: Booking, now: Date): string | undefined {
  const lead = reminderMinutesOf(delivery.event);
  if (lead === undefined) return undefined;
  const left = Date.parse(booking.starts_at) - now.getTime();
  return left < (lead * MINUTE_MS) / 2 ? `too late for the reminder ${lead} minutes before` : undefined;
}

export async function sendWhatsAppMessage(
  delivery: Delivery,
  lead: Lead,
  booking: Booking | undefined,
  { server, fetch, timeoutMs, now = appNow, db }: WhatsAppSendOptions,
): Promise<AttemptOutcome> {
  const settings = server.whatsapp;
  const kind = whatsappKind(delivery.event);
  if (!kind || !booking)
    return { ok: false, final: true, error: `no WhatsApp message for ${delivery.event ?? 'a lead'}` };
  if (!booking.whatsapp_to) return { ok: true, dropped: 'the visitor did not ask for WhatsApp messages' };
  const stale =
    staleNews(mailKindOf(kind), booking, now().getTime()) ?? lateReminder(delivery, booking, now());
  if (stale) return { ok: true, dropped: stale };
  if (db && (await isStopped(db, booking.whatsapp_to)))
    return { ok: true, dropped: 'the number replied STOP' };
  if (!settings) {
    // WhatsApp was set up when it was queued, and is not now: the news goes by e-mail.
    if (db) await queueEmailInstead(db, server, delivery, now());
    return { ok: false, final: true, error: 'WHATSAPP_* are not set now' };
  }
  const result = await sendTemplate(
    settings,
    templateSend(kind, lead, booking, delivery.event, booking.whatsapp_to, now().getTime()),
    { fetch, timeoutMs },
  );
  if (result.ok) return { ok: true, messageId: result.messageId };
  const last = !result.retry || delivery.attempts + 1 >= MAX_ATTEMPTS;
  if (last && db) await queueEmailInstead(db, server, delivery, now());
  return {
    ok: false,
    ...(result.status !== undefined ? { httpStatus: result.status } : {}),
    error: result.error,
    final: !result.retry,
  };
}
