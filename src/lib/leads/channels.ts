/**
 * Which deliveries a new lead is owed, and when each is first due:
 * - **e-mail** through EmailJS's REST API, when the server can send (EMAILJS_PRIVATE_KEY and the
 *   EmailJS ids): at once for a message sent without JavaScript, and a few minutes later for a
 *   message the browser sends to EmailJS itself, in case that send fails or never reports back
 *   (a reported success marks it delivered: ./store.ts, recordBrowserOutcome);
 * - **webhook**, when LEADS_WEBHOOK_URL is set: at once, for every lead;
 * - **team-smtp**, the team's e-mail over SMTP when SMTP_URL and TEAM_EMAIL are set: at once, for
 *   every lead (./team-mail.ts), whatever the browser did with EmailJS.
 * The embedded mode has no EmailJS account, so its leads are owed no EmailJS e-mail.
 */
import type { ServerEnv } from '@/env';
import type { LeadForm, LeadPath } from '@/lib/db/schema';
import { serverCanEmail, serverCanMailTeam } from './can-email';
import { bookReleasedCall } from '@/lib/booking/release-held';
import type { OwedDeliveries } from './release';
import type { QueuedDelivery } from './store';

/** How long the browser has to report its own EmailJS send before the server sends the e-mail. */
export const BROWSER_REPORT_GRACE_MS = 5 * 60_000;

export { serverCanEmail, serverCanMailTeam } from './can-email';

export function deliveriesFor(
  path: LeadPath,
  form: LeadForm,
  server: ServerEnv,
  now: Date = new Date(),
): QueuedDelivery[] {
  const deliveries: QueuedDelivery[] = [];
  if (path !== 'embedded' && serverCanEmail(server, form)) {
    const dueAt = path === 'emailjs' ? new Date(now.getTime() + BROWSER_REPORT_GRACE_MS) : now;
    deliveries.push({ channel: 'email', dueAt });
  }
  if (server.leadsWebhookUrl) deliveries.push({ channel: 'webhook', dueAt: now });
  if (serverCanMailTeam(server)) deliveries.push({ channel: 'team-smtp', dueAt: now });
  return deliveries;
}

/**
 * What a lead held as spam is owed once it is let through (src/lib/leads/store.ts,
 * releaseHeldLead): every channel at once, except an e-mail the browser has already sent itself,
 * and one the browser may still report on (its grace after the message arrived has not run out).
 * A held booking's call is booked now if its time is still free (src/lib/booking/release-held.ts).
 */
export function owedOnRelease(server: ServerEnv, now: Date = new Date()): OwedDeliveries {
  return async (lead, trx) => {
    const graceEnds = new Date(Date.parse(lead.received_at) + BROWSER_REPORT_GRACE_MS);
    const waitForBrowser = lead.browser_outcome === 'pending' && graceEnds > now;
    const owed = deliveriesFor(lead.path, lead.form, server, now)
      .filter(({ channel }) => !(channel === 'email' && lead.browser_outcome === 'sent'))
      .map((delivery) => ({
        ...delivery,
        dueAt: delivery.channel === 'email' && waitForBrowser ? graceEnds : now,
      }));
    if (lead.form !== 'booking') return owed;
    return (await bookReleasedCall(trx, lead, server, now, owed)) ?? owed;
  };
}
