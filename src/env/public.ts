/**
 * The site's public settings, built into the pages: the canonical origin and the EmailJS values
 * the browser sends with, and the Plausible domain. `NEXT_PUBLIC_*` values are inlined at build
 * time, so they are read with literal property names (Next.js replaces those only).
 */

import { optional, parseOrigin, parsePlausibleDomain } from './parse';

const DEFAULT_SITE_URL = 'http://localhost:3000';
export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';
/** Plausible's cloud; a self-hosted Plausible Community Edition is named with PLAUSIBLE_ORIGIN. */
export const DEFAULT_PLAUSIBLE_ORIGIN = 'https://plausible.io';

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

/**
 * The Plausible domain this site was built with (undefined: analytics off). A function, not a
 * constant, so that browser bundles that never ask carry none of it; the browser's own gates read
 * `process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN` literally (see lib/analytics/index.ts).
 */
export function analyticsDomain(): string | undefined {
  return parsePlausibleDomain(process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN);
}
