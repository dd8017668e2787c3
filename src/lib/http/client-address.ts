/**
 * Which address a request comes from: the one rule behind every limit (the forms, sign-in, the
 * outcome beacon, /api/event, /api/csp-report) and the address the analytics proxy passes on.
 *
 * - Without TRUST_PROXY, the TCP connection's own address (./socket-address.ts puts it in a
 *   header no client can set); whatever X-Forwarded-For a client sends is ignored.
 * - With TRUST_PROXY=N (N proxies in front), the address the Nth proxy from the server saw,
 *   counted from the right of X-Forwarded-For, where each proxy appends what connected to it.
 * - With TRUST_PROXY=<addresses or CIDRs>, the rightmost address that is not a trusted proxy.
 *
 * Entries on the left are the client's own text and never choose a bucket. Pure apart from `node:net`.
 */
import 'server-only';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { socketAddressHeader } from './socket-address';
import type { TrustProxy } from './trust-proxy';

export type { TrustProxy };

/** The connection's address is not known (a server run without the site's start-up): one shared bucket. */
export const DIRECT_CLIENT = 'direct';
/** A proxy in front sent no usable address: such requests share this bucket. */
export const UNKNOWN_CLIENT = 'unknown';

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d+)?$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
/** Hextets in an IPv6 address; the first four name the /64 network one subscriber usually gets. */
const IPV6_HEXTETS = 8;
const IPV6_NETWORK_HEXTETS = 4;

/** A bare IP address (ports, brackets and the IPv4-in-IPv6 prefix dropped), or undefined. */
function bareAddress(value: string): string | undefined {
  let address = value.trim();
  address = IPV4_WITH_PORT.exec(address)?.[1] ?? BRACKETED_IPV6.exec(address)?.[1] ?? address;
  address = IPV4_MAPPED.exec(address)?.[1] ?? address;
  return isIP(address) ? address : undefined;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];
const rangesCache = new WeakMap<readonly string[], Range[]>();

/** TRUST_PROXY's list as ranges (its entries were checked when the setting was read). */
function rangesOf(entries: readonly string[]): Range[] {
  let ranges = rangesCache.get(entries);
  if (!ranges) {
    ranges = entries.map((entry): Range => {
      if (entry.includes('/')) return ipaddr.parseCIDR(entry);
      const address = ipaddr.parse(entry);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    });
    rangesCache.set(entries, ranges);
  }
  return ranges;
}

function trusted(entry: string | undefined, trust: Extract<TrustProxy, { kind: 'list' }>): boolean {
  // The connection's address is unknown only on a server run without the site's start-up: a proxy.
  if (entry === undefined) return true;
  const address = bareAddress(entry);
  if (!address) return false;
  const parsed = ipaddr.parse(address);
  return rangesOf(trust.entries).some(
    ([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits),
  );
}

/**
 * The visitor's own address, whole, or undefined when it cannot be known: the connection's
 * address or the X-Forwarded-For entry the trusted proxies name, by the rule above.
 */
export function visitorAddress(headers: Headers, trust: TrustProxy): string | undefined {
  const name = socketAddressHeader();
  const socket = name ? (headers.get(name) ?? undefined) : undefined;
  if (trust.kind === 'none') return socket === undefined ? undefined : bareAddress(socket);
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const chain: (string | undefined)[] = [...forwarded.filter(Boolean), socket];
  let index = chain.length - 1;
  if (trust.kind === 'hops') index = Math.max(0, index - trust.hops);
  else while (index > 0 && trusted(chain[index], trust)) index -= 1;
  const entry = chain[index];
  return entry === undefined ? undefined : bareAddress(entry);
}

/**
 * The bucket a request is counted in: the visitor's address (an IPv6 address by its /64), or
 * DIRECT_CLIENT / UNKNOWN_CLIENT when it cannot be known.
 */
export function clientAddress(headers: Headers, trust: TrustProxy): string {
  const address = visitorAddress(headers, trust);
  if (address) return normaliseAddress(address) ?? UNKNOWN_CLIENT;
  return trust.kind === 'none' ? DIRECT_CLIENT : UNKNOWN_CLIENT;
}

/**
 * An IPv4 address as it is; an IPv6 address as its /64 network, since one subscriber can use any
 * address in it. Ports and brackets are dropped. Anything that is not an address gives undefined.
 */
export function normaliseAddress(value: string): string | undefined {
  const address = bareAddress(value);
  if (!address || isIP(address) === 4) return address;
  return `${expandIpv6(address).slice(0, IPV6_NETWORK_HEXTETS).join(':')}::/64`;
}

/** The eight hextets of a valid IPv6 address, lower case without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms other than the mapped one) counts as two hextets.
  const last = right.length > 0 ? right : left;
  if (last.at(-1)?.includes('.')) last.splice(-1, 1, '0', '0');
  const missing = tail === undefined ? 0 : IPV6_HEXTETS - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((hextet) =>
    Number.parseInt(hextet, 16).toString(16),
  );
}
