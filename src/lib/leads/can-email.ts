/**
 * Whether the server can e-mail the team a lead: through EmailJS itself, or over SMTP. A leaf
 * module, so the booking's deliveries (src/lib/booking/messages/owed.ts) ask it without importing the leads'
 * channels.
 */
import type { ServerEnv } from '@/env';
import type { LeadForm } from '@/lib/db/schema';

/** True when the server has all it needs to send `form` through EmailJS itself. */
export function serverCanEmail(server: ServerEnv, form: LeadForm): boolean {
  const { publicKey, serviceId, templateId, subscribeTemplateId } = server.emailjs;
  const template = { contact: templateId, subscribe: subscribeTemplateId, booking: server.bookingTemplateId }[
    form
  ];
  return Boolean(server.emailjsPrivateKey && publicKey && serviceId && template);
}

/** True when every lead is also e-mailed to the team over SMTP: SMTP_URL and TEAM_EMAIL both set. */
export function serverCanMailTeam(server: ServerEnv): boolean {
  return Boolean(server.smtpUrl && server.teamEmail && server.teamEmail.length > 0);
}
