/**
 * Whether the server can send a form's e-mail through EmailJS itself: a leaf module, so the
 * booking's deliveries (src/lib/booking/owed.ts) ask it without importing the leads' channels.
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
