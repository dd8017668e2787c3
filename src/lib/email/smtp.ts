/**
 * E-mail over SMTP (SMTP_URL, SMTP_FROM), sent with nodemailer: the visitors' messages about their
 * calls (src/lib/booking/messages/visitor-mail.ts). One transport per address, pooled, kept for the
 * process. A send never throws: a refusal or a dropped connection is an outcome with its reason,
 * which the deliveries queue records and retries. Server only.
 */
import 'server-only';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/** A relay that does not answer within this long is tried again later, by the queue. */
const SMTP_TIMEOUT_MS = 10_000;

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    const { protocol, hostname } = new URL(url);
    transport = nodemailer.createTransport({
      url,
      pool: true,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      // A relay on this machine (a test's, or a local MTA) speaks plain SMTP; any other must offer
      // STARTTLS when the address is smtp:// (smtps:// is TLS from the start).
      requireTLS: protocol === 'smtp:' && !['127.0.0.1', 'localhost', '[::1]'].includes(hostname),
    });
    transports.set(url, transport);
  }
  return transport;
}

/** Where and as whom the site sends. */
export interface SmtpSettings {
  smtpUrl: string | undefined;
  smtpFrom: string | undefined;
}

/** True when the site can send e-mail to visitors. */
export function canSendSmtp(
  settings: SmtpSettings,
): settings is { smtpUrl: string; smtpFrom: string | undefined } {
  return Boolean(settings.smtpUrl);
}

/** The relay's reply code, when it answered (nodemailer's `responseCode`). */
function replyCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' ? code : undefined;
}

/** What one message's send came to: a delivery attempt's outcome (src/lib/leads/record-attempt.ts). */
export interface SmtpOutcome {
  ok: boolean;
  /** Why it failed, in words (the relay's reply, never the message's contents). */
  error?: string;
  /** The relay's reply code, when it answered. */
  smtpCode?: number;
}

/**
 * Sends one message from SMTP_FROM (else the message's own `from`). Its reason in words on failure: the relay's
 * reply (never the message's contents or the password in the address).
 */
export async function sendSmtp(settings: SmtpSettings, message: SendMailOptions): Promise<SmtpOutcome> {
  if (!settings.smtpUrl) return { ok: false, error: 'SMTP_URL is not set' };
  try {
    await transportFor(settings.smtpUrl).sendMail({ ...message, from: settings.smtpFrom ?? message.from });
    return { ok: true };
  } catch (error) {
    const code = replyCode(error);
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `the SMTP relay refused or failed: ${reason}`, smtpCode: code };
  }
}

/** Closes every pooled connection (shutdown, tests). */
export function closeSmtp(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}
