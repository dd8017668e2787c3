/**
 * The site's configuration, read and checked once: the one module the rest of the site imports it
 * from (`@/env`). The public settings built into the pages are in ./env/public.ts, the server's
 * own settings in ./env/server.ts, and the parsers that check each variable in ./env/parse.ts.
 */

// Relative, not '@/…': next.config.ts imports this file, and its loader does not resolve aliases.
export {
  DEFAULT_FORM_RATE_LIMIT,
  DEFAULT_LEADS_RETENTION_DAYS,
  MAX_FORM_RATE_LIMIT,
  parseOrigin,
  parsePlausibleDomain,
  parseRateLimit,
  parseRetentionDays,
  parseSmtpUrl,
  parseTeamEmail,
  parseWebhookUrl,
} from './env/parse';
export { absoluteUrl, analyticsDomain, DEFAULT_PLAUSIBLE_ORIGIN, env, siteHost } from './env/public';
export { readServerEnv, serverEnv, type ServerEnv } from './env/server';
