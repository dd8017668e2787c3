/**
 * Sends one delivery of the `visitor` channel (./visitor-mail.ts) over SMTP. A reminder for a call
 * no longer booked, or whose time has come, is recorded as done without a message: the visitor
 * hears nothing more about a call that moved, was cancelled or is under way; nor a confirm link
 * for a booking confirmed or expired meanwhile. Server only.
 */
import 'server-only';
import { appNow } from '@/lib/time/clock';
import type { ServerEnv } from '@/env';
import type { Booking, Delivery, Lead } from '@/lib/db/schema';
import { sendSmtp } from '@/lib/email/smtp';
import type { AttemptOutcome } from '@/lib/leads/record-attempt';
import { pendingExpired } from './pending';
import { mailKind, visitorMessage } from './visitor-mail';

export interface VisitorSendOptions {
  server: ServerEnv;
  now?: () => Date;
}

export async function sendVisitorMail(
  delivery: Delivery,
  lead: Lead,
  booking: Booking | undefined,
  { server, now = appNow }: VisitorSendOptions,
): Promise<AttemptOutcome> {
  if (!server.smtpUrl) return { ok: false, error: 'SMTP_URL is not set' };
  const kind = mailKind(delivery.event);
  if (!kind || !booking)
    return { ok: false, error: `no e-mail to the visitor for ${delivery.event ?? 'a lead'}` };
  // A confirm link for a booking confirmed, or expired, meanwhile would only confuse.
  if (kind === 'confirm' && (booking.status !== 'pending' || pendingExpired(booking, now().getTime())))
    return { ok: true };
  if (kind === 'reminder') {
    const underWay = Date.parse(booking.starts_at) <= now().getTime();
    if (booking.status !== 'booked' || underWay) return { ok: true };
  }
  return sendSmtp(server, visitorMessage(delivery.id, kind, lead, booking));
}
