/**
 * The team's e-mail of a lead over SMTP, the `team-smtp` channel of the deliveries queue (SMTP_URL
 * and TEAM_EMAIL both set; EmailJS, when set, sends its own as before). From SMTP_FROM to
 * TEAM_EMAIL alone, `Reply-To` the visitor so a reply goes straight to them, a `Message-ID` at the
 * site's host (the delivery's id, so a retry is the same message), the lead's fields in Pakistan
 * time and a link to it in the inbox. A booking's events (made, cancelled) are told the same way.
 * Server only.
 */
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { siteConfig } from '@/content/site';
import { absoluteUrl, type ServerEnv } from '@/env';
import { bookingEmailFields } from './booking-fields';
import { agencyDateTime } from '@/lib/time/zone';
import type { Booking, Delivery, DeliveryEvent, Lead } from '@/lib/db/schema';
import { sendSmtp } from '@/lib/email/smtp';
import { serverCanMailTeam } from './can-email';
import type { AttemptOutcome } from './record-attempt';
import { leadFields } from './store';
import { renderTeamHtml, renderTeamText, type TeamMailView } from './team-mail-body';

/** Mail apps cut a long subject anyway; a visitor's long "service" must not push the name out. */
const MAX_SUBJECT_CHARS = 140;

/** A booking's event, when the delivery tells of one. */
export interface TeamMailEvent {
  type: DeliveryEvent;
  booking: Booking;
}

/** One line of visitor text fit for a header: no line breaks or control characters, not too long. */
function oneLine(text: string, max = MAX_SUBJECT_CHARS): string {
  const line = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function heading(lead: Lead, event: TeamMailEvent | undefined): string {
  if (event?.type === 'booking.cancelled') return 'Call cancelled';
  if (event) return 'Call booked';
  return lead.form === 'subscribe' ? 'New subscription' : 'New enquiry';
}

export function teamMailView(lead: Lead, event?: TeamMailEvent): TeamMailView {
  const fields = leadFields(lead);
  const call = event ? bookingEmailFields(event.type, event.booking) : undefined;
  const rows: TeamMailView['rows'] = [
    { label: 'Name', value: fields.name ?? lead.name ?? '' },
    { label: 'E-mail', value: lead.email },
    { label: 'Phone', value: fields.whatsapp ?? fields.phone ?? '' },
    { label: 'Service', value: fields.service ?? fields.subject ?? '' },
    { label: 'Package', value: fields.package ?? '' },
    { label: 'Message', value: fields.message ?? '' },
    { label: 'Call', value: call?.call_time ?? '' },
    { label: 'Their time zone', value: call?.call_time_zone ?? '' },
    { label: 'Language', value: fields.language === 'ur' ? 'Urdu' : '' },
    { label: 'Page', value: fields.landing_page ?? '' },
    { label: 'Came from', value: fields.utm_source || fields.referrer_host || '' },
    { label: 'Received', value: `${agencyDateTime.format(Date.parse(lead.received_at))} (Pakistan time)` },
  ];
  return {
    heading: heading(lead, event),
    rows: rows.filter(({ value }) => value.trim() !== ''),
    inboxUrl: absoluteUrl(`/admin/leads/${lead.id}`),
  };
}

/**
 * E.g. "New enquiry from Ayesha Khan: SEO", "Call booked by Ayesha Khan: Tue, 1 Dec 2026, 11:30
 * (Pakistan time)"; in English whatever the lead's language, for the team.
 */
export function teamMailSubject(lead: Lead, event?: TeamMailEvent): string {
  const fields = leadFields(lead);
  const who = oneLine(fields.name ?? lead.name ?? '') || lead.email;
  if (event) {
    const when = `${agencyDateTime.format(Date.parse(event.booking.starts_at))} (Pakistan time)`;
    // A call is cancelled by the visitor or by the team: the subject does not say which.
    return oneLine(
      event.type === 'booking.cancelled'
        ? `Call with ${who} cancelled: ${when}`
        : `Call booked by ${who}: ${when}`,
    );
  }
  if (lead.form === 'subscribe') return oneLine(`New subscription: ${lead.email}`);
  const service = oneLine(fields.service ?? fields.subject ?? '');
  return oneLine(`New enquiry from ${who}${service ? `: ${service}` : ''}`);
}

/** The whole message of one `team-smtp` delivery, to `teamEmail` alone. */
export function teamMessage(
  deliveryId: string,
  lead: Lead,
  teamEmail: readonly string[],
  event?: TeamMailEvent,
): SendMailOptions {
  const view = teamMailView(lead, event);
  const name = oneLine(leadFields(lead).name ?? lead.name ?? '');
  return {
    // SMTP_FROM when set (src/lib/email/smtp.ts); the agency's own address otherwise.
    from: { name: siteConfig.name, address: siteConfig.email },
    to: [...teamEmail],
    ...(lead.email ? { replyTo: { name, address: lead.email } } : {}),
    // The host without a port: a Message-ID's right side is a domain.
    messageId: `<${deliveryId}@${new URL(absoluteUrl('/')).hostname}>`,
    subject: teamMailSubject(lead, event),
    text: renderTeamText(view),
    html: renderTeamHtml(view),
  };
}

/** Sends one delivery of the `team-smtp` channel; a booking's event goes with its booking. */
export async function sendTeamMail(
  delivery: Delivery,
  lead: Lead,
  booking: Booking | undefined,
  { server }: { server: ServerEnv },
): Promise<AttemptOutcome> {
  const to = server.teamEmail;
  if (!serverCanMailTeam(server) || !to) return { ok: false, error: 'SMTP_URL or TEAM_EMAIL is not set' };
  const event = delivery.event && booking ? { type: delivery.event, booking } : undefined;
  return sendSmtp(server, teamMessage(delivery.id, lead, to, event));
}
