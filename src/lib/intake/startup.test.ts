import { testServerEnv } from '@test-support/email-sends';
import { describe, expect, it } from 'vitest';
import type { ServerEnv } from '@/env';
import { startupMessages } from './startup';
import { NO_PROXY } from '@/lib/http/trust-proxy';

const origin = 'https://api.emailjs.com';
const keys = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', subscribeTemplateId: 'sub', origin };
const outbox = 'SQLite (.data/site.db)';

function server(overrides: Partial<ServerEnv> = {}): ServerEnv {
  return testServerEnv({ emailjs: keys, ...overrides });
}

describe('startupMessages', () => {
  it('in EmailJS mode without the private key, warns that no-JavaScript messages are stored but not e-mailed', () => {
    const { info, warnings } = startupMessages(keys, server(), outbox);
    expect(info.slice(0, 2)).toEqual([
      '[email] sending through EmailJS (https://api.emailjs.com)',
      '[email] the browser hands each message to the site first: stored in SQLite (.data/site.db)',
    ]);
    expect(warnings).toEqual([
      '[email] EMAILJS_PRIVATE_KEY not set: messages sent without JavaScript are stored in ' +
        'SQLite (.data/site.db) but not e-mailed; `npm run leads` lists them',
    ]);
  });

  it('with the private key, says they are stored then e-mailed by the server; no warning', () => {
    const { info, warnings } = startupMessages(keys, server({ emailjsPrivateKey: 'secret' }), outbox);
    expect(info).toContain(
      '[email] messages sent without JavaScript are stored in SQLite (.data/site.db), then e-mailed ' +
        'through EmailJS (https://api.emailjs.com) by the server',
    );
    expect(info.join('\n')).not.toContain('secret');
    expect(warnings).toEqual([]);
  });

  it('in embedded mode, says where messages are stored, and that a lone private key is unused', () => {
    const embedded = { origin };
    expect(startupMessages(embedded, server({ emailjs: embedded }), outbox)).toEqual({
      info: [
        '[email] EmailJS keys not set: messages are stored in SQLite (.data/site.db)',
        '[leads] kept for 365 days, then deleted (LEADS_RETENTION_DAYS)',
        '[forms] at most 5 sends per visitor address per 10 minutes across the contact, subscribe and booking forms; ' +
          'addresses: each visitor by the X-Forwarded-For entry 1 proxy hop(s) from the right (TRUST_PROXY=1)',
      ],
      warnings: [],
    });
    const lone = startupMessages(embedded, server({ emailjs: embedded, emailjsPrivateKey: 'k' }), outbox);
    expect(lone.warnings).toEqual([
      '[email] EMAILJS_PRIVATE_KEY is set but the EmailJS keys are not: it is not used',
    ]);
  });

  it('with analytics on, names the Plausible server, without a warning: visitors are told apart by their own address', () => {
    const trusted = startupMessages(keys, server({ emailjsPrivateKey: 'k' }), outbox, 'ravidigital.pk');
    expect(trusted.info).toContain(
      '[analytics] counting visits to ravidigital.pk with Plausible (https://plausible.io), through /api/event',
    );
    expect(trusted.warnings).toEqual([]);
  });

  it('with analytics off, says nothing of them unless PLAUSIBLE_ORIGIN suggests they were meant to be on', () => {
    const quiet = startupMessages(keys, server({ emailjsPrivateKey: 'k' }), outbox);
    expect([...quiet.info, ...quiet.warnings].join('\n')).not.toContain('[analytics]');
    const meant = startupMessages(
      keys,
      server({ emailjsPrivateKey: 'k', plausibleOrigin: 'https://stats.ravidigital.pk' }),
      outbox,
    );
    expect(meant.warnings).toEqual([
      '[analytics] PLAUSIBLE_ORIGIN is set but this build has no NEXT_PUBLIC_PLAUSIBLE_DOMAIN: ' +
        'analytics are off (the domain is read when the site is built)',
    ]);
  });

  it('states the rate limit and whose address it counts; no warning without a proxy', () => {
    const { info, warnings } = startupMessages(
      keys,
      server({ formRateLimit: 20, trustProxy: NO_PROXY }),
      outbox,
    );
    expect(info).toContain(
      '[forms] at most 20 sends per visitor address per 10 minutes across the contact, subscribe and booking forms; ' +
        "addresses: each visitor by their connection's own address (TRUST_PROXY not set)",
    );
    expect(warnings.join('\n')).not.toContain('TRUST_PROXY');
  });
});
