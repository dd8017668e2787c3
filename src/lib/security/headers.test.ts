import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerRules, securityHeaders } from './headers';

const production = { emailOrigin: 'https://api.emailjs.com', development: false };

describe('security headers', () => {
  it('give files the proxy does not see (pictures, icons, feeds) a policy that runs no script', () => {
    const csp = contentSecurityPolicy(production);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('does not repeat the site origin when it sends mail to itself', () => {
    const csp = contentSecurityPolicy({ emailOrigin: "'self'", development: false });
    expect(csp).toContain("connect-src 'self';");
  });

  it('sends HSTS only when the site is served over https', () => {
    const hsts = (siteUrl: string) =>
      securityHeaders({ ...production, siteUrl }).find(({ key }) => key === 'Strict-Transport-Security')?.value;
    expect(hsts('https://ravidigital.pk')).toBe('max-age=63072000; includeSubDomains');
    expect(hsts('http://localhost:3000')).toBeUndefined();
  });

  it('isolates the browsing context and the resources, and names the report endpoint', () => {
    const headers = Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value]));
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-site');
    expect(headers['Reporting-Endpoints']).toBe('csp="/api/csp-report"');
  });

  it('sends nosniff, a referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('puts the document policies on pages and files, and only nosniff on the hashed build files', () => {
    const [buildFiles, rest] = headerRules(production);
    expect(buildFiles!.source).toBe('/_next/static/:path*');
    expect(buildFiles!.headers).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
    expect(rest!.headers).toEqual(securityHeaders(production));
    // next.config matches sources with path-to-regexp; the pattern is a negative lookahead.
    const pattern = new RegExp(`^/${rest!.source.slice('/:path('.length, -1)}$`);
    expect(pattern.test('/')).toBe(true);
    expect(pattern.test('/contact-us')).toBe(true);
    expect(pattern.test('/images/site/about.svg')).toBe(true);
    expect(pattern.test('/_next/static/chunks/app.js')).toBe(false);
  });
});

describe('picture copies', () => {
  it('are cached for a year: their names change whenever the picture does', () => {
    const copies = headerRules(production).find((rule) => rule.source === '/_img/:path*');
    expect(copies?.headers).toEqual([{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]);
  });
});

describe('the Urdu font', () => {
  it('is cached for a year: its name changes whenever the subset does', () => {
    const font = headerRules(production).find((rule) => rule.source === '/_fonts/:path*');
    expect(font?.headers).toEqual([{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]);
  });
});
