import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';
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

describe('where signing in returns to', () => {
  it('is an inbox page of this site, never another site', () => {
    expect(safeReturnTo('/admin/leads?status=won')).toBe('/admin/leads?status=won');
    expect(safeReturnTo('//evil.example/admin')).toBe('/admin/leads');
    expect(safeReturnTo('https://evil.example/admin')).toBe('/admin/leads');
    expect(safeReturnTo('/admin\\@evil.example')).toBe('/admin/leads');
    expect(safeReturnTo(undefined)).toBe('/admin/leads');
  });
});
