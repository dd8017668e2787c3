/**
 * TRUST_PROXY, parsed: how many proxies stand in front of the server, or which addresses they
 * have. Pure and free of Node modules, since src/env/server.ts (which reads it) also reaches
 * browsers. The rule that uses it is ./client-address.ts.
 */

/** Proxies in front of the server: none, a number of hops, or the proxies' own addresses/ranges. */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: readonly string[] };

export const NO_PROXY: TrustProxy = { kind: 'none' };
/** More proxy hops than any real deployment has: a larger number is a typo. */
export const MAX_PROXY_HOPS = 10;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARS = /^[0-9a-f:.]+$/;

/** True for an IPv6 address as the URL parser reads one (it checks every form of the syntax). */
function isIpv6(text: string): boolean {
  if (!text.includes(':') || !IPV6_CHARS.test(text)) return false;
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2;
  } catch {
    return false;
  }
}

/** An address (`10.0.0.1`, `2001:db8::1`) or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrRange(text: string): boolean {
  const [address = '', bits, extra] = text.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  if (!v4 && !isIpv6(address)) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

/**
 * Unset, blank, `0` or `false`: no proxy (the connection's own address); `1`/`true` or a number up
 * to MAX_PROXY_HOPS: that many proxies; else a comma-separated list of the proxies' addresses or
 * CIDR ranges (`10.0.0.0/8, 2001:db8::/32`). Anything else throws, naming the variable.
 */
export function parseTrustProxy(value: string | undefined, name = 'TRUST_PROXY'): TrustProxy {
  const raw = value?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return NO_PROXY;
  if (raw === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) {
      throw new Error(`${name} must be at most ${MAX_PROXY_HOPS} proxy hops, got "${value}"`);
    }
    return { kind: 'hops', hops };
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isAddressOrRange)) {
    throw new Error(
      `${name} must be a number of proxies (1) or a list of the proxies' addresses or CIDR ranges ` +
        `(10.0.0.0/8, 2001:db8::/32), got "${value}"`,
    );
  }
  return { kind: 'list', entries };
}

/** The rule in words, for the start-up log. */
export function describeTrustProxy(trust: TrustProxy): string {
  if (trust.kind === 'none') return "each visitor by their connection's own address (TRUST_PROXY not set)";
  if (trust.kind === 'hops') {
    return `each visitor by the X-Forwarded-For entry ${trust.hops} proxy hop(s) from the right (TRUST_PROXY=${trust.hops})`;
  }
  return `each visitor by the rightmost X-Forwarded-For entry that is not one of the proxies ${trust.entries.join(', ')} (TRUST_PROXY)`;
}
