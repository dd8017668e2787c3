import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  DIRECT_CLIENT,
  normaliseAddress,
  UNKNOWN_CLIENT,
  visitorAddress,
} from './client-address';
import { installSocketAddressHeader, socketAddressHeader } from './socket-address';
import { NO_PROXY, parseTrustProxy } from './trust-proxy';

installSocketAddressHeader();

/** A request as the server sees it: the X-Forwarded-For it arrived with, and the connection's address. */
const request = (forwardedFor: string | undefined, socket = '127.0.0.1') =>
  new Headers({
    [socketAddressHeader()!]: socket,
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

describe('clientAddress without a proxy (TRUST_PROXY unset)', () => {
  it("counts each visitor by the connection's own address", () => {
    expect(clientAddress(request(undefined, '127.0.0.2'), NO_PROXY)).toBe('127.0.0.2');
    expect(clientAddress(request(undefined, '::ffff:127.0.0.3'), NO_PROXY)).toBe('127.0.0.3');
    expect(clientAddress(request(undefined, '2001:db8:1:2:3:4:5:6'), NO_PROXY)).toBe('2001:db8:1:2::/64');
  });

  it('ignores whatever X-Forwarded-For the client wrote', () => {
    for (const forged of ['203.0.113.7', '1.1.1.1, 2.2.2.2', 'junk'])
      expect(clientAddress(request(forged, '127.0.0.5'), NO_PROXY)).toBe('127.0.0.5');
  });

  it("shares one bucket only where the connection's address cannot be known", () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7' }), NO_PROXY)).toBe(DIRECT_CLIENT);
  });
});

describe('clientAddress behind proxies', () => {
  const one = parseTrustProxy('1');
  const two = parseTrustProxy('2');

  it('TRUST_PROXY=1: the entry the proxy appended, however many the client wrote before it', () => {
    expect(clientAddress(request('203.0.113.7', '10.0.0.2'), one)).toBe('203.0.113.7');
    expect(clientAddress(request('6.6.6.6, 7.7.7.7, 203.0.113.7', '10.0.0.2'), one)).toBe('203.0.113.7');
  });

  it('TRUST_PROXY=2: two hops from the right', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 10.0.0.9', '10.0.0.2'), two)).toBe('203.0.113.7');
  });

  it('a list of proxies: the rightmost address that is not one of them', () => {
    const list = parseTrustProxy('10.0.0.0/8, 2001:db8::1');
    expect(clientAddress(request('6.6.6.6, 203.0.113.7, 10.1.2.3', '2001:db8::1'), list)).toBe('203.0.113.7');
    // A request straight from a visitor (not through a proxy): their own connection counts.
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), list)).toBe('198.51.100.1');
  });

  it('a proxy that names no usable address: the shared unknown bucket', () => {
    expect(clientAddress(request('unknown', '10.0.0.2'), one)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(request(undefined, '10.0.0.2'), one)).toBe('10.0.0.2');
  });

  it('visitorAddress keeps an IPv6 address whole (for Plausible), unlike the bucket', () => {
    expect(visitorAddress(request('2001:db8:85a3:8d3::2', '10.0.0.2'), one)).toBe('2001:db8:85a3:8d3::2');
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
