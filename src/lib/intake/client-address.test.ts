import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  DIRECT_CLIENT,
  forwardedAddress,
  normaliseAddress,
  UNKNOWN_CLIENT,
} from './client-address';

const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor });

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted: every visitor shares one bucket', () => {
    expect(clientAddress(headers('203.0.113.7'), false)).toBe(DIRECT_CLIENT);
    expect(clientAddress(headers(), false)).toBe(DIRECT_CLIENT);
  });

  it('behind a trusted proxy, takes the first X-Forwarded-For entry', () => {
    expect(clientAddress(headers('203.0.113.7, 10.0.0.2, 127.0.0.1'), true)).toBe('203.0.113.7');
    expect(clientAddress(headers(' 198.51.100.1 '), true)).toBe('198.51.100.1');
  });

  it('puts requests without a usable address in one shared bucket', () => {
    expect(clientAddress(headers(), true)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers('unknown, 1.2.3.4'), true)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(headers(''), true)).toBe(UNKNOWN_CLIENT);
  });
});

describe('forwardedAddress (for Plausible)', () => {
  it('behind a trusted proxy, the first X-Forwarded-For entry whole: an IPv6 address is not cut to its network', () => {
    expect(forwardedAddress(headers('203.0.113.7:51234, 10.0.0.2'), true)).toBe('203.0.113.7');
    expect(forwardedAddress(headers('2001:db8:85a3:8d3::2'), true)).toBe('2001:db8:85a3:8d3::2');
  });

  it('nothing without TRUST_PROXY, and nothing that is not an address', () => {
    expect(forwardedAddress(headers('203.0.113.7'), false)).toBeUndefined();
    expect(forwardedAddress(headers(), true)).toBeUndefined();
    expect(forwardedAddress(headers('unknown'), true)).toBeUndefined();
  });
});

describe('normaliseAddress', () => {
  it('keeps IPv4, dropping a port and the IPv4-mapped IPv6 prefix', () => {
    expect(normaliseAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(normaliseAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(normaliseAddress('2001:0DB8:85a3:08d3::1')).toBe(network);
    expect(normaliseAddress('[2001:db8:85a3:8d3::2]:443')).toBe(network);
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(normaliseAddress('::1')).toBe('0:0:0:0::/64');
    expect(normaliseAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('rejects what is not an address', () => {
    for (const bad of ['', 'unknown', '999.1.1.1', 'example.com', '1.2.3.4.5', ':::'])
      expect(normaliseAddress(bad), bad).toBeUndefined();
  });
});
