import { describe, expect, it } from 'vitest';
import { parsePolicy } from './csp';
import type { CspManifest } from './manifest';
import { pagePolicy, policyArea } from './page-policy';

const HOME = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const INTRO = "'sha256-0fIY/5uhVVmcSPAe7FFUyCbJmz8oE5kEr8QiUNbkbJU='";
const WEB = "'sha256-HZtKW5klPY4TQVcQFL90S9CeY79+W28U7uL7IotqESQ='";
const manifest: CspManifest = {
  version: 1,
  buildId: 'b',
  routes: { '/': [HOME, INTRO], '/portfolio/category/web-development': [WEB], '/contact-us': [INTRO], '/ur/services/Ui-Ux': [] },
  siteHashes: [INTRO],
};
const context = { emailOrigin: 'https://api.emailjs.com', development: false, manifest };
const scriptSrc = (url: string) => {
  const policy = pagePolicy(new URL(url, 'http://localhost'), context);
  return { sources: parsePolicy(policy.header).get('script-src'), nonce: policy.nonce };
};

describe('the policy the proxy sends', () => {
  it('lists a prerendered page’s own hashes and sets no nonce (the page stays static)', () => {
    expect(scriptSrc('/')).toEqual({ sources: ["'self'", HOME, INTRO], nonce: undefined });
    expect(scriptSrc('/ur/services/Ui-Ux').sources).toEqual(["'self'"]);
  });

  it('follows a query rewrite to the page that is rendered', () => {
    expect(scriptSrc('/portfolio?category=web-development').sources).toEqual(["'self'", WEB]);
  });

  it('gives a nonce to paths the build did not prerender: search, the 404 page, query variants', () => {
    for (const url of ['/search?q=seo', '/no-such-page', '/contact-us?subject=Hi', '/admin/leads']) {
      const { sources, nonce } = scriptSrc(url);
      expect(nonce, url).toBeTruthy();
      expect(sources, url).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", INTRO]);
    }
  });

  it('uses the admin policy under /keystatic only', () => {
    expect(policyArea('/keystatic')).toBe('admin');
    expect(policyArea('/keystatic/collection/team')).toBe('admin');
    expect(policyArea('/keystatic-guide')).toBe('site');
    expect(policyArea('/')).toBe('site');
  });

  it('never allows inline scripts in production', () => {
    for (const url of ['/', '/search', '/keystatic']) {
      expect(pagePolicy(new URL(url, 'http://localhost'), context).header).not.toContain('unsafe-inline\' \'');
      expect(parsePolicy(pagePolicy(new URL(url, 'http://localhost'), context).header).get('script-src')).not.toContain(
        "'unsafe-inline'",
      );
    }
  });
});
