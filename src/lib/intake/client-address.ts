/**
 * The client address a request is counted against (the form endpoints' rate limit) or passed on
 * for (the analytics proxy, which tells Plausible who the visitor is). Only with TRUST_PROXY is
 * X-Forwarded-For believed. Pure apart from `node:net`.
 */
import 'server-only';
import { isIP } from 'node:net';

/** Every visitor of a server that is not told to trust a proxy shares this one bucket. */
export const DIRECT_CLIENT = 'direct';
/** A trusted proxy sent no usable address: such requests share this bucket. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a send is counted against. With `trustProxy` (TRUST_PROXY=1), the first entry of
 * X-Forwarded-For, which the proxy in front must set. Without it every request counts against one
 * shared bucket: a Next.js route handler never sees the socket, and the headers that would name the
 * client (X-Forwarded-For, X-Real-IP; `next start` fills the former in only when it is absent) are
 * the client's to forge, which would let anyone step round the limit by changing them.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return DIRECT_CLIENT;
  const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (first && normaliseAddress(first)) || UNKNOWN_CLIENT;
}

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

/**
 * An IPv4 address as it is; an IPv6 address as its /64 network, since one subscriber can use any
 * address in it. Ports and brackets are dropped. Anything that is not an address gives undefined.
 */
export function normaliseAddress(value: string): string | undefined {
  const address = bareAddress(value);
  if (!address || isIP(address) === 4) return address;
  return `${expandIpv6(address).slice(0, IPV6_NETWORK_HEXTETS).join(':')}::/64`;
}

/**
 * The visitor's own address for a service that counts visitors by it (Plausible): the first
 * X-Forwarded-For entry, whole, under the same rule as `clientAddress` (only with TRUST_PROXY).
 */
export function forwardedAddress(headers: Headers, trustProxy: boolean): string | undefined {
  if (!trustProxy) return undefined;
  const first = headers.get('x-forwarded-for')?.split(',')[0];
  return first ? bareAddress(first) : undefined;
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
