/**
 * Signed form challenges (ALTCHA's v2 scheme, `altcha-lib`) under keys derived from a secret:
 * apart from ./proof.ts (which uses the site's own secret and checks solutions) so that the
 * browser tests can make a challenge the site will accept, such as an expired one. Node only.
 */
import { appNowMs } from '@/lib/time/clock';
import { hkdfSync } from 'node:crypto';
import { createChallenge, randomInt, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A challenge stays good this long: a visitor may take their time over a long message. */
export const CHALLENGE_TTL_MS = 2 * 60 * 60 * 1000;
/**
 * The solution's counter is drawn from this range: the browser tries counters from 0 until the
 * derived key matches, so the range is the work (a few thousand SHA-256 rounds; `npm run bench:proof`
 * measures the solve on a throttled phone profile, which must stay under a second).
 */
export const PROOF_COUNTER_MIN = 1_000;
export const PROOF_COUNTER_MAX = 5_000;
const KEY_BYTES = 32;

/** The forms a challenge can be for. */
export const PROOF_FORMS = ['contact', 'subscribe'] as const;
export type ProofForm = (typeof PROOF_FORMS)[number];

export interface ProofKeys {
  signature: string;
  keySignature: string;
}

let keys: (ProofKeys & { secret: string }) | undefined;

/** Keys of their own for the challenges, derived from `secret` (the site's: src/lib/auth/secret.ts). */
export function proofKeys(secret: string): ProofKeys {
  if (keys?.secret !== secret) {
    const derive = (info: string) =>
      Buffer.from(hkdfSync('sha256', secret, '', info, KEY_BYTES)).toString('hex');
    keys = {
      secret,
      signature: derive('form-proof-signature'),
      keySignature: derive('form-proof-key-signature'),
    };
  }
  return keys;
}

/** A challenge for `form`, issued at `now`, signed with the keys of `secret`. */
export async function signedChallenge(form: ProofForm, secret: string, now = appNowMs()): Promise<Challenge> {
  const { signature, keySignature } = proofKeys(secret);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(PROOF_COUNTER_MAX, PROOF_COUNTER_MIN),
    deriveKey,
    data: { form, issuedAt: now },
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}
