/**
 * The site's own signatures: the no-JavaScript confirmation links (src/lib/intake/confirm.ts), the
 * booking's link and the booking form's page token (src/lib/booking/). HMAC-SHA-256 (node:crypto)
 * under keys derived (HKDF) from the site's secret, one per purpose, compared in constant time.
 * Server only.
 */
import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

const KEY_BYTES = 32;
const keys = new Map<string, { secret: string; value: Buffer }>();

function key(purpose: string): Buffer {
  const secret = authSecret();
  let entry = keys.get(purpose);
  if (entry?.secret !== secret) {
    entry = { secret, value: Buffer.from(hkdfSync('sha256', secret, '', purpose, KEY_BYTES)) };
    keys.set(purpose, entry);
  }
  return entry.value;
}

/** The base64url HMAC of `text` for `purpose`. */
export function sign(purpose: string, text: string): string {
  return createHmac('sha256', key(purpose)).update(text).digest('base64url');
}

/** True when `given` is the signature of `text` for `purpose`. */
export function signatureMatches(purpose: string, text: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(sign(purpose, text));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
