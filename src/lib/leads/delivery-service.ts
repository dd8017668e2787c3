/**
 * This process's delivery worker: started once at start-up (src/instrumentation.ts, after the
 * migrations), woken when a lead is stored, and stopped by the graceful shutdown
 * (src/lib/server/shutdown.ts), which waits for the sends in flight. Kept on `globalThis`, so a
 * route's bundle reaches the same worker. Server only.
 */
import 'server-only';
import type { ServerEnv } from '@/env';
import type { Connection } from '@/lib/db/connection';
import { serverCanEmail, serverCanMailTeam } from './channels';
import type { VisitorSender } from './send';
import { startDeliveryWorker, type DeliveryWorker } from './worker';

/** The start-up lines: which channels deliver, and a warning for an unsigned webhook. Never a secret or a path. */
export function deliveryStartupMessages(server: ServerEnv): { info: string[]; warnings: string[] } {
  const channels: string[] = [];
  if (serverCanEmail(server, 'contact') || serverCanEmail(server, 'subscribe')) {
    channels.push(`e-mail through EmailJS (${server.emailjs.origin})`);
  }
  if (server.leadsWebhookUrl) channels.push(`the webhook at ${new URL(server.leadsWebhookUrl).host}`);
  // The relay's host only: its address carries the password; the team's addresses are not logged.
  if (serverCanMailTeam(server) && server.smtpUrl) {
    const count = server.teamEmail?.length ?? 0;
    channels.push(
      `e-mail to the team (${count} ${count === 1 ? 'address' : 'addresses'} in TEAM_EMAIL) over SMTP (${new URL(server.smtpUrl).host})`,
    );
  }
  if (server.smtpUrl)
    channels.push(`e-mail to visitors who book over SMTP (${new URL(server.smtpUrl).host})`);
  const info = [
    channels.length > 0
      ? `[leads] delivering each stored lead by ${channels.join(' and ')}, retried on failure`
      : '[leads] no delivery channel: leads are kept in the database only',
  ];
  const warnings = [
    ...(server.leadsWebhookUrl && !server.leadsWebhookSecret
      ? [
          '[leads] LEADS_WEBHOOK_SECRET not set: the webhook is sent unsigned, so its receiver cannot tell it came from this site',
        ]
      : []),
    ...(server.smtpUrl && !server.smtpFrom
      ? [
          '[booking] SMTP_FROM not set: e-mail to visitors goes out from the site’s own address, which the relay may refuse',
        ]
      : []),
  ];
  if (!server.smtpUrl) info.push('[booking] SMTP_URL not set: visitors who book a call are sent no e-mail');
  if (server.teamEmail && !server.smtpUrl) {
    warnings.push('[leads] TEAM_EMAIL is set but SMTP_URL is not: the team is sent no e-mail over SMTP');
  }
  return { info, warnings };
}

const globalKey = Symbol.for('lahore-agency-site.delivery-worker');
type Holder = { [globalKey]?: DeliveryWorker };

/**
 * Starts this process's worker (once), on the process's connection and settings, with the sender
 * of the visitor's e-mails about their booking (src/lib/booking/messages/visitor-send.ts).
 */
export function startDeliveries(
  connection: Connection,
  server: ServerEnv,
  visitor: VisitorSender,
): DeliveryWorker {
  const holder = globalThis as Holder;
  if (holder[globalKey]) return holder[globalKey];
  const { info, warnings } = deliveryStartupMessages(server);
  for (const line of info) console.log(line);
  for (const line of warnings) console.warn(line);
  const worker = startDeliveryWorker(connection, { server, visitor });
  holder[globalKey] = worker;
  return worker;
}

/**
 * Stops this process's worker: no new claims, the sends in flight finished and recorded (waited
 * for up to `graceMs`), what was claimed but not sent given back. Resolves at once where no
 * worker runs.
 */
export async function stopDeliveries(graceMs: number): Promise<'stopped' | 'timed out'> {
  const worker = (globalThis as Holder)[globalKey];
  if (!worker) return 'stopped';
  return worker.stop(graceMs);
}

/**
 * Tells this process's worker a lead was just saved, so its deliveries go out now rather than at
 * the next tick. Does nothing where no worker runs (tests, scripts).
 */
export function wakeDeliveries(): void {
  (globalThis as Holder)[globalKey]?.wake();
}
