/**
 * The server's start-up lines about where the forms' messages go (which store, and whether the
 * server e-mails them), how long they are kept, and analytics. Node.js only.
 */
import 'server-only';
import { analyticsDomain, DEFAULT_PLAUSIBLE_ORIGIN, env, serverEnv, type ServerEnv } from '@/env';
import { databaseConfig, describeDatabase } from '@/lib/db/config';
import { FORM_RATE_WINDOW_MS } from '@/lib/http/rate-limit';
import { describeTrustProxy } from '@/lib/http/trust-proxy';
import { emailMode, modeDescription, serverSendsEmail, type EmailJsSettings } from '@/lib/email/config';

const MS_PER_MINUTE = 60_000;

export interface StartupMessages {
  info: string[];
  warnings: string[];
}

/**
 * What the server says at start-up. `built` are the browser's EmailJS settings (fixed at build),
 * `server` what this process read at run time; `store` is the database in words
 * (describeDatabase); `plausibleDomain` turns analytics on (fixed at build).
 */
export function startupMessages(
  built: EmailJsSettings,
  server: ServerEnv,
  store: string,
  plausibleDomain?: string,
): StartupMessages {
  const { info, warning } = modeDescription(built, store);
  const messages: StartupMessages = { info: [info], warnings: warning ? [warning] : [] };
  if (emailMode(built) === 'emailjs') {
    messages.info.push(`[email] the browser hands each message to the site first: stored in ${store}`);
  }
  if (serverSendsEmail(server.emailjs, server.emailjsPrivateKey)) {
    messages.info.push(
      `[email] messages sent without JavaScript are stored in ${store}, then e-mailed through EmailJS ` +
        `(${server.emailjs.origin}) by the server`,
    );
  } else if (emailMode(server.emailjs) === 'emailjs') {
    messages.warnings.push(
      `[email] EMAILJS_PRIVATE_KEY not set: messages sent without JavaScript are stored in ${store} ` +
        'but not e-mailed; `npm run leads` lists them',
    );
  } else if (server.emailjsPrivateKey) {
    messages.warnings.push('[email] EMAILJS_PRIVATE_KEY is set but the EmailJS keys are not: it is not used');
  }
  messages.info.push(
    `[leads] kept for ${server.leadsRetentionDays} days, then deleted (LEADS_RETENTION_DAYS)`,
  );
  const minutes = FORM_RATE_WINDOW_MS / MS_PER_MINUTE;
  messages.info.push(
    `[forms] at most ${server.formRateLimit} sends per visitor address per ${minutes} minutes across the contact, subscribe and booking forms; ` +
      `addresses: ${describeTrustProxy(server.trustProxy)}`,
  );
  if (plausibleDomain) {
    messages.info.push(
      `[analytics] counting visits to ${plausibleDomain} with Plausible (${server.plausibleOrigin}), through /api/event`,
    );
  } else if (server.plausibleOrigin !== DEFAULT_PLAUSIBLE_ORIGIN) {
    messages.warnings.push(
      '[analytics] PLAUSIBLE_ORIGIN is set but this build has no NEXT_PUBLIC_PLAUSIBLE_DOMAIN: ' +
        'analytics are off (the domain is read when the site is built)',
    );
  }
  return messages;
}

/** Logs the start-up lines once; a malformed setting (FORM_RATE_LIMIT=lots) throws here, at start. */
export function logEmailMode(): void {
  const { info, warnings } = startupMessages(
    env.emailjs,
    serverEnv(),
    describeDatabase(databaseConfig()),
    analyticsDomain(),
  );
  for (const line of info) console.log(line);
  for (const line of warnings) console.warn(line);
}
