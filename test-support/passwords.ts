/**
 * A cheap password hash for the unit tests: scrypt from Node's crypto at a cost of 16 rather than
 * the 16384 better-auth uses, so a sign-in costs microseconds instead of a second of a busy core.
 * Same shape as better-auth's (hex salt, a colon, the hex key). Never given to a server: only
 * createAuth's third argument takes it (src/lib/auth/options.ts).
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '@/lib/auth/options';

const COST = { N: 16, r: 1, p: 1 };
const KEY_BYTES = 32;

export const cheapPasswords: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${scryptSync(password.normalize('NFKC'), salt, KEY_BYTES, COST).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = scryptSync(password.normalize('NFKC'), salt, expected.length, COST);
    return expected.length === KEY_BYTES && timingSafeEqual(actual, expected);
  },
};
