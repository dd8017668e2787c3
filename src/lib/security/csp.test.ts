import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, GITHUB_ORIGINS, parsePolicy, serializePolicy } from './csp';

const HASH_A = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const HASH_B = "'sha256-0fIY/5uhVVmcSPAe7FFUyCbJmz8oE5kEr8QiUNbkbJU='";
const base = { emailOrigin: 'https://api.emailjs.com', development: false };

const directives = (header: string) => parsePolicy(header);

describe('a prerendered page’s policy', () => {
  const policy = directives(contentSecurityPolicy({ ...base, scripts: { kind: 'hashes', hashes: [HASH_A, HASH_B] } }));

  it('allows its own inline scripts by hash and script files from this origin, nothing inline', () => {
    expect(policy.get('script-src')).toEqual(["'self'", HASH_A, HASH_B]);
  });

  it('locks down plugins, base URLs, framing and form targets, and reports to the site', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
    expect(policy.get('report-to')).toEqual(['csp']);
  });

  it('lets the forms reach the e-mail origin, and analytics only through the site', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    const embedded = directives(contentSecurityPolicy({ ...base, emailOrigin: "'self'", scripts: { kind: 'hashes', hashes: [] } }));
    expect(embedded.get('connect-src')).toEqual(["'self'"]);
  });

  it('keeps inline styles (style attributes) but no eval', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
  });
});

describe('a page rendered per request', () => {
  it('trusts the nonce and what it loads, plus the site’s own inline scripts by hash', () => {
    const policy = directives(contentSecurityPolicy({ ...base, scripts: { kind: 'nonce', nonce: 'abc123', hashes: [HASH_B] } }));
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", "'strict-dynamic'", HASH_B]);
  });

  it('gets a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('development', () => {
  it('allows inline scripts, eval and the reload socket: next dev prerenders nothing to hash', () => {
    const policy = directives(contentSecurityPolicy({ ...base, development: true, scripts: { kind: 'inline' } }));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(policy.get('connect-src')).toContain('ws:');
  });
});

describe('the content admin', () => {
  it('may talk to GitHub and show its pictures, with the same script rules', () => {
    const scripts = { kind: 'nonce', nonce: 'n', hashes: [] } as const;
    const admin = directives(contentSecurityPolicy({ ...base, scripts, area: 'admin' }));
    const site = directives(contentSecurityPolicy({ ...base, scripts }));
    expect(admin.get('script-src')).toEqual(site.get('script-src'));
    expect(admin.get('connect-src')).toEqual(expect.arrayContaining([...GITHUB_ORIGINS.connect]));
    expect(admin.get('img-src')).toEqual(expect.arrayContaining([...GITHUB_ORIGINS.img]));
    expect(site.get('connect-src')).not.toContain('https://api.github.com');
  });
});

describe('serializePolicy', () => {
  it('joins directives and drops repeated values', () => {
    expect(serializePolicy({ 'default-src': ["'self'", "'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });
});
