import { describe, expect, it } from 'vitest';
import {
  describeTrustProxy,
  isAddressOrRange,
  MAX_PROXY_HOPS,
  NO_PROXY,
  parseTrustProxy,
} from './trust-proxy';

describe('parseTrustProxy', () => {
  it('unset, blank, 0 and false: no proxy', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'FALSE'])
      expect(parseTrustProxy(value)).toEqual(NO_PROXY);
  });

  it('a number of hops; true is one', () => {
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
    expect(() => parseTrustProxy(String(MAX_PROXY_HOPS + 1))).toThrow(/at most 10 proxy hops/);
  });

  it('a list of proxy addresses and CIDR ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,2001:DB8::/32')).toEqual({
      kind: 'list',
      entries: ['10.0.0.0/8', '127.0.0.1', '2001:db8::/32'],
    });
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of [
      'yes',
      '10.0.0.0/33',
      '300.1.1.1',
      '10.0.0.1/8/2',
      'example.com',
      '2001:db8::/129',
      '1.2.3',
    ])
      expect(() => parseTrustProxy(bad), bad).toThrow(/^TRUST_PROXY must be/);
  });
});

describe('isAddressOrRange', () => {
  it('knows IPv4 and IPv6 addresses and ranges', () => {
    for (const good of ['0.0.0.0', '255.255.255.255/32', '::1', '::ffff:10.0.0.1', 'fe80::/10'])
      expect(isAddressOrRange(good), good).toBe(true);
    for (const bad of ['01.2.3.4x', ':', '::g', '1.2.3.4/', '/8'])
      expect(isAddressOrRange(bad), bad).toBe(false);
  });
});

describe('describeTrustProxy', () => {
  it('says in words whose address a request counts as', () => {
    expect(describeTrustProxy(NO_PROXY)).toMatch(/connection's own address/);
    expect(describeTrustProxy(parseTrustProxy('2'))).toMatch(/2 proxy hop\(s\) from the right/);
    expect(describeTrustProxy(parseTrustProxy('10.0.0.0/8'))).toMatch(
      /not one of the proxies 10\.0\.0\.0\/8/,
    );
  });
});
