/**
 * What each change of a booking owes, as deliveries of the queue (src/lib/leads/deliveries.ts):
 * the team's e-mail (EmailJS, and SMTP with TEAM_EMAIL) and webhook (`booking.created`,
 * `booking.cancelled`), and the visitor's own e-mail over SMTP (the `visitor` channel): the invite,
 * its update on a move, its cancellation, and the reminders, each queued due at its own time, so
 * whichever instance claims it sends it once; the same news on WhatsApp (the `whatsapp` channel) for
 * a visitor who opted in. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import type { ServerEnv } from '@/env';
import type { Database, DeliveryEvent } from '@/lib/db/schema';
import { serverCanEmail, serverCanMailTeam } from '@/lib/leads/can-email';
import { queueDeliveryOnce, type QueuedDelivery } from '@/lib/leads/queue';

const MS_PER_MINUTE = 60_000;
const REMINDER_PREFIX = 'booking.reminder.';

/**
 * The team's deliveries of a booking event: e-mail (EmailJS's booking template, and over SMTP to
 * TEAM_EMAIL) and the webhook.
 */
export function bookingDeliveries(
  server: ServerEnv,
  event: DeliveryEvent,
  bookingId: string,
): QueuedDelivery[] {
  const deliveries: QueuedDelivery[] = [];
  if (serverCanEmail(server, 'booking')) deliveries.push({ channel: 'email', event, bookingId });
  if (server.leadsWebhookUrl) deliveries.push({ channel: 'webhook', event, bookingId });
  if (serverCanMailTeam(server)) deliveries.push({ channel: 'team-smtp', event, bookingId });
  return deliveries;
}

/** The reminder event `minutes` before the call, and back. */
export const reminderEvent = (minutes: number): DeliveryEvent => `${REMINDER_PREFIX}${minutes}`;
export function reminderMinutesOf(event: string | null): number | undefined {
  if (!event?.startsWith(REMINDER_PREFIX)) return undefined;
  const minutes = Number(event.slice(REMINDER_PREFIX.length));
  return Number.isInteger(minutes) && minutes > 0 ? minutes : undefined;
}

export interface VisitorCall {
  bookingId: string;
  start: number;
  /** The visitor's WhatsApp number, when they opted in to messages there (../whatsapp/recipient.ts). */
  whatsappTo?: string | null | undefined;
}

/** True when a booking's news goes on WhatsApp too: the visitor opted in and the site has it set up. */
const onWhatsApp = (server: ServerEnv, whatsappTo: string | null | undefined) =>
  Boolean(server.whatsapp && whatsappTo);

/**
 * The visitor's messages for a booking made (`booking.created`) or moved to (`booking.moved`): the
 * invite by e-mail at once (with SMTP_URL), the same news on WhatsApp for a visitor who opted in, and
 * each reminder due at its time, on WhatsApp for them (an e-mail only if that fails: ../whatsapp/send.ts)
 * and by e-mail for everyone else; none for a reminder whose time has passed (a call booked 30 minutes
 * ahead gets no "an hour before").
 */
export function visitorDeliveries(
  server: ServerEnv,
  event: 'booking.created' | 'booking.moved',
  call: VisitorCall,
  reminderMinutes: readonly number[],
  now: Date,
): QueuedDelivery[] {
  const whatsapp = onWhatsApp(server, call.whatsappTo);
  const reminderChannel = whatsapp ? 'whatsapp' : server.smtpUrl ? 'visitor' : undefined;
  const deliveries: QueuedDelivery[] = [];
  if (server.smtpUrl) deliveries.push({ channel: 'visitor', event, bookingId: call.bookingId });
  if (whatsapp) deliveries.push({ channel: 'whatsapp', event, bookingId: call.bookingId });
  if (!reminderChannel) return deliveries;
  for (const minutes of new Set(reminderMinutes)) {
    const dueAt = new Date(call.start - minutes * MS_PER_MINUTE);
    if (dueAt > now) {
      deliveries.push({
        channel: reminderChannel,
        dueAt,
        event: reminderEvent(minutes),
        bookingId: call.bookingId,
      });
    }
  }
  return deliveries;
}

/**
 * The link to the call a visitor already has, e-mailed to the address it was booked with when a
 * second booking is refused (../rules/limits.ts). Once per booking however often they try: the queue's
 * unique index keeps one delivery per event of a booking, and a second insert does nothing.
 */
export async function queueExistingLink(
  db: Kysely<Database>,
  server: ServerEnv,
  existing: { bookingId: string; leadId: string },
  now?: Date,
): Promise<boolean> {
  if (!server.smtpUrl) return false;
  return queueDeliveryOnce(
    db,
    existing.leadId,
    { channel: 'visitor', event: 'booking.existing', bookingId: existing.bookingId },
    now,
  );
}

/** The visitor's cancellation: by e-mail (`METHOD:CANCEL`), and on WhatsApp when they opted in. */
export function visitorCancellation(
  server: ServerEnv,
  bookingId: string,
  whatsappTo?: string | null,
): QueuedDelivery[] {
  return [
    ...(server.smtpUrl
      ? [{ channel: 'visitor' as const, event: 'booking.cancelled' as const, bookingId }]
      : []),
    ...(onWhatsApp(server, whatsappTo)
      ? [{ channel: 'whatsapp' as const, event: 'booking.cancelled' as const, bookingId }]
      : []),
  ];
}

/**
 * Takes back the reminders of a booking cancelled or moved that are not sent yet, in the caller's
 * transaction: a reminder claimed and being sent at this moment is checked again when it is sent
 * (src/lib/booking/messages/visitor-mail.ts skips a call no longer booked).
 */
export async function dropReminders(trx: Kysely<Database>, bookingId: string): Promise<void> {
  await trx
    .deleteFrom('deliveries')
    .where('booking_id', '=', bookingId)
    .where('channel', 'in', ['visitor', 'whatsapp'])
    .where('status', '=', 'pending')
    .where('event', 'like', `${REMINDER_PREFIX}%` as DeliveryEvent)
    .execute();
}
