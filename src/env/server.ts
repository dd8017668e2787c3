/**
 * The server's own settings (ServerEnv): secrets, limits and the addresses it sends to, read from
 * the environment at run time and checked once. Not marked server-only: next.config.ts and
 * src/proxy.ts load src/env.ts, which re-exports this, outside React's server.
 */

import type { EmailJsSettings } from '@/lib/email/config';
// Relative, not '@/…': next.config.ts loads this through src/env.ts, and its loader does not resolve aliases.
import { parseTrustProxy, type TrustProxy } from '../lib/http/trust-proxy';
import { parseWhatsAppSettings, type WhatsAppSettings } from '../lib/whatsapp/settings';
import {
  optional,
  parseOrigin,
  parseRateLimit,
  parseRetentionDays,
  parseSmtpUrl,
  parseTeamEmail,
  parseWebhookUrl,
} from './parse';
import { DEFAULT_EMAILJS_ORIGIN, DEFAULT_PLAUSIBLE_ORIGIN, env } from './public';

export interface ServerEnv {
  /** The EmailJS settings the server forwards with: run-time values, else the ones built in. */
  emailjs: EmailJsSettings;
  /** EMAILJS_PRIVATE_KEY: lets the server send through EmailJS's REST API. Never sent to browsers. */
  emailjsPrivateKey: string | undefined;
  formRateLimit: number;
  /** TRUST_PROXY: the proxies in front, which decide whose address a request counts as (src/lib/http/client-address.ts). */
  trustProxy: TrustProxy;
  /** PLAUSIBLE_ORIGIN: the Plausible server that /api/event forwards to (cloud or self-hosted). */
  plausibleOrigin: string;
  /** LEADS_WEBHOOK_URL: every lead is also posted there as signed JSON (a CRM, Zapier, Make, n8n). */
  leadsWebhookUrl: string | undefined;
  /** LEADS_WEBHOOK_SECRET: signs each webhook (Standard Webhooks' signature and the GitHub-style one: src/lib/leads/webhook.ts). */
  leadsWebhookSecret: string | undefined;
  /** LEADS_RETENTION_DAYS: leads older than this are deleted daily. */
  leadsRetentionDays: number;
  /** EMAILJS_BOOKING_TEMPLATE_ID: the EmailJS template a booked or cancelled call is e-mailed with. */
  bookingTemplateId: string | undefined;
  /** BOOKING_BUSY_ICS_URL: a calendar's secret iCal address; its busy times are not offered (src/lib/booking/calendar/busy-calendar.ts). */
  bookingBusyIcsUrl: string | undefined;
  /** AKISMET_API_KEY (and AKISMET_ORIGIN, for a stand-in): Akismet asked about messages the site's own judgement is unsure of. */
  akismet?: { key: string; origin: string };
  /** SMTP_URL: the relay the visitors' e-mail goes through (src/lib/email/smtp.ts); unset, none is sent. */
  smtpUrl: string | undefined;
  /** SMTP_FROM: the sender of that e-mail, e.g. `Agency <calls@agency.pk>`. */
  smtpFrom: string | undefined;
  /** TEAM_EMAIL: with SMTP_URL, every lead is also e-mailed to these addresses (src/lib/leads/team-mail.ts). */
  teamEmail: string[] | undefined;
  /**
   * WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (all or
   * none), with WHATSAPP_API_ORIGIN: the visitors who opt in hear of their call on WhatsApp
   * (src/lib/booking/whatsapp). Unset, nothing is sent there and the booking page does not offer it.
   */
  whatsapp?: WhatsAppSettings | undefined;
}

const DEFAULT_AKISMET_ORIGIN = 'https://rest.akismet.com';

type EnvSource = Record<string, string | undefined>;

/**
 * The server's own settings, read from `source` at run time. The `NEXT_PUBLIC_EMAILJS_*` names are
 * looked up through a variable on purpose: Next.js inlines only literal `process.env.NAME` reads,
 * so these stay run-time values and one build can forward with the settings its server is started
 * with (the browser keeps the values built in). Server only: nothing here reaches a browser.
 */
export function readServerEnv(source: EnvSource = process.env): ServerEnv {
  const runtime = (name: string) => optional(source[name]);
  const built = env.emailjs;
  return {
    emailjs: {
      publicKey: runtime('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY') ?? built.publicKey,
      serviceId: runtime('NEXT_PUBLIC_EMAILJS_SERVICE_ID') ?? built.serviceId,
      templateId: runtime('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID') ?? built.templateId,
      subscribeTemplateId: runtime('NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID') ?? built.subscribeTemplateId,
      origin: parseOrigin(
        runtime('NEXT_PUBLIC_EMAILJS_ORIGIN') ?? built.origin,
        DEFAULT_EMAILJS_ORIGIN,
        'NEXT_PUBLIC_EMAILJS_ORIGIN',
      ),
    },
    emailjsPrivateKey: runtime('EMAILJS_PRIVATE_KEY'),
    formRateLimit: parseRateLimit(source.FORM_RATE_LIMIT),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    plausibleOrigin: parseOrigin(source.PLAUSIBLE_ORIGIN, DEFAULT_PLAUSIBLE_ORIGIN, 'PLAUSIBLE_ORIGIN'),
    leadsWebhookUrl: parseWebhookUrl(source.LEADS_WEBHOOK_URL),
    leadsWebhookSecret: runtime('LEADS_WEBHOOK_SECRET'),
    leadsRetentionDays: parseRetentionDays(source.LEADS_RETENTION_DAYS),
    bookingTemplateId: runtime('EMAILJS_BOOKING_TEMPLATE_ID'),
    bookingBusyIcsUrl: parseWebhookUrl(source.BOOKING_BUSY_ICS_URL, 'BOOKING_BUSY_ICS_URL'),
    smtpUrl: parseSmtpUrl(source.SMTP_URL),
    smtpFrom: runtime('SMTP_FROM'),
    teamEmail: parseTeamEmail(source.TEAM_EMAIL),
    akismet: akismetOf(runtime('AKISMET_API_KEY'), source.AKISMET_ORIGIN),
    whatsapp: parseWhatsAppSettings(source),
  };
}

function akismetOf(key: string | undefined, origin: string | undefined): ServerEnv['akismet'] {
  if (!key) return undefined;
  return {
    key,
    origin: parseWebhookUrl(origin, 'AKISMET_ORIGIN')?.replace(/\/$/, '') ?? DEFAULT_AKISMET_ORIGIN,
  };
}

let serverEnvCache: ServerEnv | undefined;

/** `readServerEnv()` of this process, read and checked on first use (at start-up, from instrumentation). */
export function serverEnv(): ServerEnv {
  serverEnvCache ??= readServerEnv();
  return serverEnvCache;
}
