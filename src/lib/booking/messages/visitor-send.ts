/**
 * Sends one delivery of the `visitor` channel (./visitor-mail.ts) over SMTP. News no longer true
 * when its turn comes is recorded as done without a message, and why (staleNews): the visitor
 * hears nothing more of a call that moved, was cancelled or is under way (after a relay that was
 * down, "booked" never arrives after "cancelled"); nor a confirm link for a booking confirmed or
 * expired meanwhile. Server only.
 */
import 'server-only';
import { appNow } from '@/lib/time/clock';
import type { ServerEnv } from '@/env';
import type { Booking, Delivery, Lead } from '@/lib/db/schema';
import { sendSmtp } from '@/lib/email/smtp';
import type { AttemptOutcome } from '@/lib/leads/record-attempt';
import { pendingExpired } from '../rules/pending';
import { mailKind, visitorMessage, type MailKind } from './visitor-mail';

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
  const stale = staleNews(kind, booking, now().getTime());
  if (stale) return { ok: true, dropped: stale };
  return sendSmtp(server, visitorMessage(delivery.id, kind, lead, booking));
}

/**
 * Why a message is no longer true when its turn comes (its booking changed while it waited, say
 * for a relay that was down), or undefined when it is: news of a booking (booked, moved, a
 * reminder, the link to a call one has) only while it is booked, a reminder only before the call,
 * a confirm link only while its booking waits. A cancellation is always sent.
 */
export function staleNews(kind: MailKind, booking: Booking, now: number): string | undefined {
  if (kind === 'confirm')
    return booking.status !== 'pending' || pendingExpired(booking, now)
      ? `the booking is ${booking.status === 'pending' ? 'expired' : booking.status} now`
      : undefined;
  if (kind === 'created' || kind === 'moved' || kind === 'reminder' || kind === 'existing') {
    if (booking.status !== 'booked')
      return `the booking is ${booking.moved_to ? 'moved' : booking.status} now`;
    if (kind === 'reminder' && Date.parse(booking.starts_at) <= now) return 'the call has begun';
  }
  return undefined;
}
