import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';
import { NO_PROXY, parseTrustProxy } from '@/lib/http/trust-proxy';
import { isSameOrigin } from './same-origin';

const SITE = 'https://agency.example.pk';

describe('a change from the inbox', () => {
  it('is accepted from the inbox’s own origin', () => {
    expect(isSameOrigin(new Headers({ origin: SITE, host: 'internal:3000' }), SITE)).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'http://127.0.0.1:3271', host: '127.0.0.1:3271' }), SITE)).toBe(
      true,
    );
  });

  it('is refused from another site, from a sandboxed page, or with no Origin at all', () => {
    expect(
      isSameOrigin(new Headers({ origin: 'https://evil.example', host: 'agency.example.pk' }), SITE),
    ).toBe(false);
    expect(isSameOrigin(new Headers({ origin: 'null', host: 'agency.example.pk' }), SITE)).toBe(false);
    expect(isSameOrigin(new Headers({ host: 'agency.example.pk' }), SITE)).toBe(false);
    expect(isSameOrigin(new Headers({ origin: 'https://agency.example.pk.evil.example' }), SITE)).toBe(false);
  });
});

describe('X-Forwarded-Host', () => {
  const forged = new Headers({
    origin: 'https://evil.example',
    host: 'agency.example.pk',
    'x-forwarded-host': 'evil.example',
  });

  it('is not believed without TRUST_PROXY: a client could name any host as its own', () => {
    expect(isSameOrigin(forged, SITE, NO_PROXY)).toBe(false);
  });

  it('is not believed when TRUST_PROXY is unset in the environment (the default)', () => {
    const before = process.env.TRUST_PROXY;
    delete process.env.TRUST_PROXY;
    try {
      expect(isSameOrigin(forged, SITE)).toBe(false);
    } finally {
      if (before !== undefined) process.env.TRUST_PROXY = before;
    }
  });

  it('names the host the proxy was asked for, with TRUST_PROXY set', () => {
    const proxied = new Headers({
      origin: 'https://staging.example.pk',
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'staging.example.pk',
    });
    expect(isSameOrigin(proxied, SITE, parseTrustProxy('1'))).toBe(true);
    expect(isSameOrigin(proxied, SITE, NO_PROXY)).toBe(false);
  });
});

describe('where signing in returns to', () => {
  it('is an inbox page of this site, never another site', () => {
    expect(safeReturnTo('/admin/leads?status=won')).toBe('/admin/leads?status=won');
    expect(safeReturnTo('//evil.example/admin')).toBe('/admin/leads');
    expect(safeReturnTo('https://evil.example/admin')).toBe('/admin/leads');
    expect(safeReturnTo('/admin\\@evil.example')).toBe('/admin/leads');
    expect(safeReturnTo(undefined)).toBe('/admin/leads');
  });
});
