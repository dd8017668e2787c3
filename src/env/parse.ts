/**
 * How each setting's text is checked: the parsers behind src/env.ts, each turning one variable's
 * raw value into what the site uses, or throwing with a message that names the variable. Pure and
 * free of Node modules, since the public settings that use them also reach browsers.
 */

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

/** The value, trimmed; unset or blank gives undefined. */
export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
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

/** Leads kept this many days unless LEADS_RETENTION_DAYS says otherwise. */
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
