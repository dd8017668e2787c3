/**
 * The site's configuration, read and checked once. `NEXT_PUBLIC_*` values are inlined at
 * build time, so they are read with literal property names (Next.js replaces those only).
 */

import type { EmailJsSettings } from '@/lib/email/config';
// Relative, not '@/…': next.config.ts imports this file, and its loader does not resolve aliases.
import { parseTrustProxy, type TrustProxy } from './lib/http/trust-proxy';

const DEFAULT_SITE_URL = 'http://localhost:3000';
const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Plausible's cloud; a self-hosted Plausible Community Edition is named with PLAUSIBLE_ORIGIN. */
export const DEFAULT_PLAUSIBLE_ORIGIN = 'https://plausible.io';

/** Returns the origin of `value` (scheme, host and port, no trailing slash) or throws. */
export function parseOrigin(value: string | undefined, fallback: string, name: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, not ${url.protocol}`);
  }
  return url.origin;
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export const env = {
  siteUrl: parseOrigin(process.env.NEXT_PUBLIC_SITE_URL, DEFAULT_SITE_URL, 'NEXT_PUBLIC_SITE_URL'),
  emailjs: {
    publicKey: optional(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
    serviceId: optional(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID),
    templateId: optional(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID),
    subscribeTemplateId: optional(process.env.NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID),
    origin: parseOrigin(
      process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
      DEFAULT_EMAILJS_ORIGIN,
      'NEXT_PUBLIC_EMAILJS_ORIGIN',
    ),
  },
} as const;

/** The canonical host as people read it, without `www.`, e.g. `ravidigital.pk` (share cards, the profile PDF). */
export const siteHost = new URL(env.siteUrl).host.replace(/^www\./, '');

/** Absolute URL on the canonical origin for a site path such as `/about-us`. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.siteUrl).toString().replace(/\/$/, '') || env.siteUrl;
}

/** A site name as Plausible's settings hold it: a host such as `ravidigital.pk`, no scheme, no path. */
const PLAUSIBLE_DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/**
 * NEXT_PUBLIC_PLAUSIBLE_DOMAIN: the site's name in Plausible, which turns analytics on; unset or
 * blank leaves them off (undefined). Anything but a bare host name throws, naming the variable.
 */
export function parsePlausibleDomain(value: string | undefined): string | undefined {
  const raw = value?.trim().toLowerCase();
  if (!raw) return undefined;
  if (!PLAUSIBLE_DOMAIN.test(raw)) {
    throw new Error(
      `NEXT_PUBLIC_PLAUSIBLE_DOMAIN must be the site's domain as Plausible lists it (e.g. ravidigital.pk), got "${value}"`,
    );
  }
  return raw;
}

/**
 * The Plausible domain this site was built with (undefined: analytics off). A function, not a
 * constant, so that browser bundles that never ask carry none of it; the browser's own gates read
 * `process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN` literally (see lib/analytics/index.ts).
 */
export function analyticsDomain(): string | undefined {
  return parsePlausibleDomain(process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN);
}

/** Sends accepted per client address per window on each form endpoint, unless FORM_RATE_LIMIT says otherwise. */
export const DEFAULT_FORM_RATE_LIMIT = 5;
/**
 * The in-memory limiter keeps one timestamp per accepted send; the ceiling bounds that memory
 * (a higher number is no limit at all for a contact form).
 */
export const MAX_FORM_RATE_LIMIT = 1000;

/** FORM_RATE_LIMIT: a whole number of sends from 1 to MAX_FORM_RATE_LIMIT; unset or blank gives the default. */
export function parseRateLimit(value: string | undefined, name = 'FORM_RATE_LIMIT'): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_FORM_RATE_LIMIT;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > MAX_FORM_RATE_LIMIT) {
    throw new Error(`${name} must be a whole number from 1 to ${MAX_FORM_RATE_LIMIT}, got "${raw}"`);
  }
  return limit;
}

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
  /** BOOKING_BUSY_ICS_URL: a calendar's secret iCal address; its busy times are not offered (src/lib/booking/busy-calendar.ts). */
  bookingBusyIcsUrl: string | undefined;
  /** AKISMET_API_KEY (and AKISMET_ORIGIN, for a stand-in): Akismet asked about messages the site's own judgement is unsure of. */
  akismet?: { key: string; origin: string };
  /** SMTP_URL: the relay the visitors' e-mail goes through (src/lib/email/smtp.ts); unset, none is sent. */
  smtpUrl: string | undefined;
  /** SMTP_FROM: the sender of that e-mail, e.g. `Agency <calls@agency.pk>`. */
  smtpFrom: string | undefined;
  /** TEAM_EMAIL: with SMTP_URL, every lead is also e-mailed to these addresses (src/lib/leads/team-mail.ts). */
  teamEmail: string[] | undefined;
}

const DEFAULT_AKISMET_ORIGIN = 'https://rest.akismet.com';

export const DEFAULT_LEADS_RETENTION_DAYS = 365;
/** Ten years: a longer retention is a typo, not a policy. */
const MAX_LEADS_RETENTION_DAYS = 3650;

export function parseRetentionDays(value: string | undefined, name = 'LEADS_RETENTION_DAYS'): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_LEADS_RETENTION_DAYS;
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || days < 1 || days > MAX_LEADS_RETENTION_DAYS) {
    throw new Error(
      `${name} must be a whole number of days from 1 to ${MAX_LEADS_RETENTION_DAYS}, got "${value}"`,
    );
  }
  return days;
}

/** An https address (http only on loopback, for a receiver on the same machine). */
export function parseWebhookUrl(value: string | undefined, name = 'LEADS_WEBHOOK_URL'): string | undefined {
  const raw = optional(value);
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Named, never shown: a webhook's or a calendar's address is a secret of its own (a token in it).
    throw new Error(`${name} must be an https:// address; it is not an address`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`${name} must be an https:// address, not ${url.protocol}// (http only on this machine)`);
  }
  return url.toString();
}

/** SMTP_URL: `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), with user and password. */
export function parseSmtpUrl(value: string | undefined): string | undefined {
  const raw = optional(value);
  if (!raw) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address, like smtps://user:password@smtp.gmail.com:465',
    );
  }
  return raw;
}

/** The most addresses TEAM_EMAIL may list: more is a mailing list's job, not the site's. */
const MAX_TEAM_ADDRESSES = 20;
/** An address as the browser's `type="email"` check accepts it (HTML's own rule). */
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * TEAM_EMAIL: one address or a comma-separated list, each once. The message names the variable and
 * which entry is wrong, never the value: the team's addresses stay out of logs.
 */
export function parseTeamEmail(value: string | undefined): string[] | undefined {
  const raw = optional(value);
  if (!raw) return undefined;
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.findIndex((entry) => !EMAIL_ADDRESS.test(entry));
  if (wrong !== -1) {
    throw new Error(
      `TEAM_EMAIL must be an e-mail address or a comma-separated list of them; entry ${wrong + 1} is not one`,
    );
  }
  const unique = entries.filter(
    (entry, index) => entries.findIndex((other) => other.toLowerCase() === entry.toLowerCase()) === index,
  );
  if (unique.length > MAX_TEAM_ADDRESSES) {
    throw new Error(`TEAM_EMAIL lists more than ${MAX_TEAM_ADDRESSES} addresses`);
  }
  return unique;
}

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
