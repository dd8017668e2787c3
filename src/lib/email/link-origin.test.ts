import { describe, expect, it } from 'vitest';
import { linkOriginProblem } from './link-origin';

describe("the e-mails' links", () => {
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://user:pass@smtp.example.com:465' };

  it('refuses a loopback NEXT_PUBLIC_SITE_URL in production when a relay elsewhere sends e-mails, naming it', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(linkOriginProblem(production, site)).toMatch(/^NEXT_PUBLIC_SITE_URL is .+ SMTP_URL is set/);
  });

  it('lets a public address be, a relay on this machine (a test set-up), no relay, and development', () => {
    expect(linkOriginProblem(production, 'https://ravidigital.pk')).toBeUndefined();
    expect(
      linkOriginProblem({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525' }, 'http://localhost:3000'),
    ).toBeUndefined();
    expect(linkOriginProblem({ NODE_ENV: 'production' }, 'http://localhost:3000')).toBeUndefined();
    expect(
      linkOriginProblem({ ...production, NODE_ENV: 'development' }, 'http://localhost:3000'),
    ).toBeUndefined();
  });
});
