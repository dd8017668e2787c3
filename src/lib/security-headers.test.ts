import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const production = { emailOrigin: 'https://api.emailjs.com', development: false };

describe('security headers', () => {
  it('lets the forms reach the configured e-mail origin and nothing else', () => {
    const csp = contentSecurityPolicy(production);
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("default-src 'self'");
  });

  it('forbids framing, plugins and eval in production', () => {
    const csp = contentSecurityPolicy(production);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows eval and the reload socket only in development', () => {
    const csp = contentSecurityPolicy({ ...production, development: true });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain('ws:');
  });

  it('does not repeat the site origin when it sends mail to itself', () => {
    const csp = contentSecurityPolicy({ emailOrigin: "'self'", development: false });
    expect(csp).toContain("connect-src 'self';");
  });

  it('sends nosniff, a referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});
