import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  DEFAULT_FORM_RATE_LIMIT,
  env,
  MAX_FORM_RATE_LIMIT,
  parseOrigin,
  parsePlausibleDomain,
  parseRateLimit,
  readServerEnv,
} from './env';

describe('parseOrigin', () => {
  it('falls back to the default when unset or blank', () => {
    expect(parseOrigin(undefined, 'http://localhost:3000', 'X')).toBe('http://localhost:3000');
    expect(parseOrigin('   ', 'http://localhost:3000', 'X')).toBe('http://localhost:3000');
  });

  it('keeps only the origin, without a trailing slash or path', () => {
    expect(parseOrigin('https://ravidigital.pk/', 'http://x', 'X')).toBe('https://ravidigital.pk');
    expect(parseOrigin('https://ravidigital.pk/some/path?q=1', 'http://x', 'X')).toBe(
      'https://ravidigital.pk',
    );
  });

  it('rejects values that are not http(s) URLs', () => {
    expect(() => parseOrigin('ravidigital.pk', 'http://x', 'NEXT_PUBLIC_SITE_URL')).toThrow(
      /NEXT_PUBLIC_SITE_URL/,
    );
    expect(() => parseOrigin('ftp://ravidigital.pk', 'http://x', 'X')).toThrow(/http or https/);
  });
});

describe('absoluteUrl', () => {
  it('joins a path onto the canonical origin', () => {
    expect(absoluteUrl('/about-us')).toBe('http://localhost:3000/about-us');
  });

  it('gives the origin itself for the home page', () => {
    expect(absoluteUrl('/')).toBe('http://localhost:3000');
  });
});

describe('parseRateLimit (FORM_RATE_LIMIT)', () => {
  it('is 5 sends when unset or blank', () => {
    expect(parseRateLimit(undefined)).toBe(DEFAULT_FORM_RATE_LIMIT);
    expect(parseRateLimit('  ')).toBe(5);
  });

  it('takes a whole number from 1 to the ceiling', () => {
    expect(parseRateLimit('1')).toBe(1);
    expect(parseRateLimit(' 20 ')).toBe(20);
    expect(parseRateLimit(String(MAX_FORM_RATE_LIMIT))).toBe(MAX_FORM_RATE_LIMIT);
  });

  it('rejects zero, negatives, fractions, words and numbers over the ceiling, naming the variable', () => {
    for (const bad of ['0', '-1', '2.5', '1e2', 'ten', String(MAX_FORM_RATE_LIMIT + 1)]) {
      expect(() => parseRateLimit(bad), bad).toThrow(/FORM_RATE_LIMIT must be a whole number/);
    }
  });
});

describe('parsePlausibleDomain (NEXT_PUBLIC_PLAUSIBLE_DOMAIN)', () => {
  it('is off (undefined) when unset or blank', () => {
    expect(parsePlausibleDomain(undefined)).toBeUndefined();
    expect(parsePlausibleDomain('  ')).toBeUndefined();
  });

  it('takes the site as Plausible lists it, trimmed and in lower case', () => {
    expect(parsePlausibleDomain(' RaviDigital.pk ')).toBe('ravidigital.pk');
    expect(parsePlausibleDomain('www.ravi-digital.com.pk')).toBe('www.ravi-digital.com.pk');
  });

  it('rejects an address, a path or a port, naming the variable', () => {
    for (const bad of [
      'https://ravidigital.pk',
      'ravidigital.pk/',
      'ravidigital.pk:443',
      'ravi digital',
      '-x.pk',
    ]) {
      expect(() => parsePlausibleDomain(bad), bad).toThrow(/NEXT_PUBLIC_PLAUSIBLE_DOMAIN/);
    }
  });
});

describe('readServerEnv', () => {
  it('has safe defaults: no private key, 5 sends, no trusted proxy, the EmailJS values built in', () => {
    expect(readServerEnv({})).toEqual({
      emailjs: env.emailjs,
      emailjsPrivateKey: undefined,
      formRateLimit: 5,
      trustProxy: { kind: 'none' },
      plausibleOrigin: 'https://plausible.io',
      leadsWebhookUrl: undefined,
      leadsWebhookSecret: undefined,
      leadsRetentionDays: 365,
    });
  });

  it('reads the EmailJS settings at run time, so one build can be started against another origin', () => {
    const server = readServerEnv({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'tpl',
      NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID: 'sub',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4000/',
      EMAILJS_PRIVATE_KEY: ' secret ',
      FORM_RATE_LIMIT: '12',
      TRUST_PROXY: '1',
      PLAUSIBLE_ORIGIN: 'https://stats.ravidigital.pk/ce/',
      LEADS_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      LEADS_WEBHOOK_SECRET: 'whsec',
      LEADS_RETENTION_DAYS: '90',
    });
    expect(server).toEqual({
      emailjs: {
        publicKey: 'pk',
        serviceId: 'svc',
        templateId: 'tpl',
        subscribeTemplateId: 'sub',
        origin: 'http://127.0.0.1:4000',
      },
      emailjsPrivateKey: 'secret',
      formRateLimit: 12,
      trustProxy: { kind: 'hops', hops: 1 },
      plausibleOrigin: 'https://stats.ravidigital.pk',
      leadsWebhookUrl: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      leadsWebhookSecret: 'whsec',
      leadsRetentionDays: 90,
    });
  });

  it('fails on a malformed value instead of running with a limit nobody asked for', () => {
    expect(() => readServerEnv({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => readServerEnv({ NEXT_PUBLIC_EMAILJS_ORIGIN: 'api.emailjs.com' })).toThrow(
      /NEXT_PUBLIC_EMAILJS_ORIGIN/,
    );
    expect(() => readServerEnv({ PLAUSIBLE_ORIGIN: 'plausible.io' })).toThrow(/PLAUSIBLE_ORIGIN/);
    expect(() => readServerEnv({ LEADS_RETENTION_DAYS: 'forever' })).toThrow(/LEADS_RETENTION_DAYS/);
    expect(() => readServerEnv({ LEADS_RETENTION_DAYS: '0' })).toThrow(/LEADS_RETENTION_DAYS/);
    // A lead's personal data never travels in the clear, except to a receiver on this machine.
    expect(() => readServerEnv({ LEADS_WEBHOOK_URL: 'http://crm.example.com/hook' })).toThrow(
      /LEADS_WEBHOOK_URL/,
    );
    expect(readServerEnv({ LEADS_WEBHOOK_URL: 'http://127.0.0.1:4100/hook' }).leadsWebhookUrl).toBe(
      'http://127.0.0.1:4100/hook',
    );
  });
  it('names the variable in an error, never its value (the secret iCal and webhook addresses)', () => {
    const secrets = {
      LEADS_WEBHOOK_URL: 'http://crm.example.com/hooks/s3cr3t-token',
      BOOKING_BUSY_ICS_URL: 'webcal://calendar.example.com/private-s3cr3t/basic.ics',
      PLAUSIBLE_ORIGIN: 'ftp://user:s3cr3t@plausible.example.com',
      TEAM_EMAIL: 'team@ravidigital.pk, s3cr3t@',
    };
    for (const [name, value] of Object.entries(secrets)) {
      let message = '';
      try {
        readServerEnv({ [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(name);
      expect(message).not.toContain('s3cr3t');
    }
    expect(() => readServerEnv({ LEADS_WEBHOOK_URL: 'not a url s3cr3t' })).toThrow(/^((?!s3cr3t).)*$/);
  });
});

describe('TEAM_EMAIL', () => {
  it('is unset when blank, and one address or a comma-separated list otherwise, each once', () => {
    expect(readServerEnv({ TEAM_EMAIL: '  ' }).teamEmail).toBeUndefined();
    expect(readServerEnv({ TEAM_EMAIL: 'leads@ravidigital.pk' }).teamEmail).toEqual(['leads@ravidigital.pk']);
    expect(
      readServerEnv({ TEAM_EMAIL: ' leads@ravidigital.pk ,sales@ravidigital.pk, Leads@ravidigital.pk' })
        .teamEmail,
    ).toEqual(['leads@ravidigital.pk', 'sales@ravidigital.pk']);
  });

  it('refuses a list with an entry that is not an address, naming the variable and the entry', () => {
    for (const bad of ['leads', 'leads@ravidigital.pk,', 'Team <leads@ravidigital.pk>', 'a@b.pk; c@d.pk']) {
      expect(() => readServerEnv({ TEAM_EMAIL: bad }), bad).toThrow(
        /^TEAM_EMAIL must be an e-mail address.*entry \d+/,
      );
    }
    const many = Array.from({ length: 21 }, (_, index) => `member${index}@ravidigital.pk`).join(',');
    expect(() => readServerEnv({ TEAM_EMAIL: many })).toThrow(/TEAM_EMAIL lists more than 20/);
  });
});
