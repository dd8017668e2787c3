/**
 * The site's configuration, read and checked once. `NEXT_PUBLIC_*` values are inlined at
 * build time, so they are read with literal property names (Next.js replaces those only).
 */

const DEFAULT_SITE_URL = 'http://localhost:3000';
const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** Returns the origin of `value` (scheme, host and port, no trailing slash) or throws. */
export function parseOrigin(value: string | undefined, fallback: string, name: string): string {
  const raw = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${raw}"`);
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

/** Absolute URL on the canonical origin for a site path such as `/about-us`. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.siteUrl).toString().replace(/\/$/, '') || env.siteUrl;
}
