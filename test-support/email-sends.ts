import type { ServerEnv } from '@/env';
import type { RateLimiter } from '@/lib/http/rate-limit';
/** What the tests of the form endpoints send: the SDK's own fields for the embedded endpoint, and a contact message. */
export const sdkFields = {
  lib_version: '4.4.1',
  service_id: 'embedded',
  template_id: 'embedded-contact',
  user_id: 'embedded',
};

/** The embedded endpoint's multipart body, as the SDK sends it, with what a test adds or leaves out. */
export function sdkBody(fields: Record<string, string | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...sdkFields, ...fields }))
    if (value !== undefined) body.append(name, value);
  return body;
}

export const contactMessage = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic site',
  message: 'Hello',
};

/** EmailJS settings with every key set, as a site in EmailJS mode has them. */
export const emailJsKeys = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'tpl',
  subscribeTemplateId: 'sub',
  origin: 'https://api.emailjs.com',
};

/** The server's settings in a test: embedded mode, the default limit, addresses from X-Forwarded-For. */
export function testServerEnv(overrides: Partial<ServerEnv> = {}): ServerEnv {
  return {
    emailjs: { origin: 'https://api.emailjs.com' },
    emailjsPrivateKey: undefined,
    formRateLimit: 5,
    trustProxy: { kind: 'hops', hops: 1 },
    plausibleOrigin: 'https://plausible.io',
    leadsWebhookUrl: undefined,
    leadsWebhookSecret: undefined,
    leadsRetentionDays: 365,
    bookingTemplateId: undefined,
    bookingBusyIcsUrl: undefined,
    smtpUrl: undefined,
    smtpFrom: undefined,
    teamEmail: undefined,
    ...overrides,
  };
}

/**
 * A limiter for endpoint tests that are not about the limit: `limit` sends per address, counted in
 * memory (the real one counts in the database: src/lib/http/rate-limit.ts and its tests).
 */
export function memoryLimiter(limit: number): RateLimiter {
  const counts = new Map<string, number>();
  return {
    async take(client) {
      const count = counts.get(client) ?? 0;
      if (count >= limit) return { allowed: false, retryAfterMs: 60_000 };
      counts.set(client, count + 1);
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}
