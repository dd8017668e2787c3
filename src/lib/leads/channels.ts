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
import 'server-only';
import type { ServerEnv } from '@/env';
import type { LeadForm, LeadPath } from '@/lib/db/schema';
import { serverCanEmail, serverCanMailTeam } from './can-email';
import type { OwedDeliveries } from './release';
import type { QueuedDelivery } from './queue';

/** How long the browser has to report its own EmailJS send before the server sends the e-mail. */
export const BROWSER_REPORT_GRACE_MS = 5 * 60_000;

export { serverCanEmail, serverCanMailTeam } from './can-email';

/** What a new lead is owed, each due so long after it is received (on the database's clock). */
export function deliveriesFor(path: LeadPath, form: LeadForm, server: ServerEnv): QueuedDelivery[] {
  const deliveries: QueuedDelivery[] = [];
  if (path !== 'embedded' && serverCanEmail(server, form)) {
    deliveries.push({ channel: 'email', afterMs: path === 'emailjs' ? BROWSER_REPORT_GRACE_MS : 0 });
  }
  if (server.leadsWebhookUrl) deliveries.push({ channel: 'webhook' });
  if (serverCanMailTeam(server)) deliveries.push({ channel: 'team-smtp' });
  return deliveries;
}

/**
 * What a lead held as spam is owed once it is let through (./release.ts): every channel at once,
 * except an e-mail the browser has already sent itself, and one the browser may still report on
 * (due when its grace after the message arrived runs out; both times are the database's). A held
 * booking's call is the booking's to add (src/lib/booking/rules/release-owed.ts).
 */
export function owedOnRelease(server: ServerEnv): OwedDeliveries {
  return (lead) => {
    const graceEnds = new Date(Date.parse(lead.received_at) + BROWSER_REPORT_GRACE_MS);
    return deliveriesFor(lead.path, lead.form, server)
      .filter(({ channel }) => !(channel === 'email' && lead.browser_outcome === 'sent'))
      .map(({ channel }) =>
        channel === 'email' && lead.browser_outcome === 'pending'
          ? { channel, dueAt: graceEnds }
          : { channel },
      );
  };
}
