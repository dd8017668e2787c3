/**
 * The form token and proof of work (ALTCHA's v2 scheme, `altcha-lib`): the page asks
 * `/api/intake/challenge` for a challenge, which the server signs with the form's name and the
 * time it was issued; the browser solves it (src/lib/forms/proof.ts) and sends the solution with
 * the message. A valid proof shows the page was loaded by something that runs its script, spent
 * a little work per message, and took a person's time to fill the form in. Server only.
 */
import 'server-only';
import { appNowMs } from '@/lib/time/clock';
import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { authSecret } from '@/lib/auth/secret';
import { MIN_FILL_MS } from '@/lib/validation/fields';
import { CHALLENGE_TTL_MS, proofKeys, signedChallenge, type ProofForm } from './challenge';

export { PROOF_FORMS, type ProofForm } from './challenge';

const MS_PER_SECOND = 1000;

/** A challenge for `form`, issued `now`, signed by this site. */
export function formChallenge(form: ProofForm, now = appNowMs()): Promise<Challenge> {
  return signedChallenge(form, authSecret(), now);
}

/** Why a proof does not hold, in the words the inbox shows. */
export const PROOF_FAILURES = {
  missing: 'no form token (the page was not loaded, or its script did not run)',
  unreadable: 'the form token is not readable',
  forged: 'the form token is not signed by this site',
  expired: 'the form token has expired',
  unsolved: 'the proof of work is not solved',
  otherForm: 'the form token is for another form',
  tooFast: `filled in under ${MIN_FILL_MS / MS_PER_SECOND} seconds`,
  reused: 'the form token was used before',
} as const;

export type ProofResult =
  | { ok: true; nonce: string; expiresAt: Date }
  | {
      ok: false;
      reason: (typeof PROOF_FAILURES)[keyof typeof PROOF_FAILURES];
      /** A token this site signed, spent all the same: sent again later, it must not pass. */
      spend?: { nonce: string; expiresAt: Date };
    };

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

function readPayload(raw: string): Payload | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { challenge, solution } = payload as Partial<Payload>;
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution !== 'object' || solution === null)
      return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Checks the proof sent with a message of `form` at `now`; whether it was spent before is the
 * store's to say (./spam.ts). The signature covers the form and the time of issue.
 */
export async function checkProof(
  raw: string | undefined,
  form: ProofForm,
  now = appNowMs(),
): Promise<ProofResult> {
  if (!raw?.trim()) return { ok: false, reason: PROOF_FAILURES.missing };
  const payload = readPayload(raw.trim());
  if (!payload) return { ok: false, reason: PROOF_FAILURES.unreadable };
  const { signature, keySignature } = proofKeys(authSecret());
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    });
  } catch {
    return { ok: false, reason: PROOF_FAILURES.unreadable };
  }
  if (result.expired) return { ok: false, reason: PROOF_FAILURES.expired };
  if (result.invalidSignature) return { ok: false, reason: PROOF_FAILURES.forged };
  if (!result.verified) return { ok: false, reason: PROOF_FAILURES.unsolved };
  const { data, nonce, expiresAt } = payload.challenge.parameters;
  const spend = { nonce, expiresAt: new Date((expiresAt ?? 0) * MS_PER_SECOND || now + CHALLENGE_TTL_MS) };
  if (data?.form !== form) return { ok: false, reason: PROOF_FAILURES.otherForm, spend };
  const issuedAt = Number(data.issuedAt);
  if (!Number.isFinite(issuedAt) || now - issuedAt < MIN_FILL_MS) {
    return { ok: false, reason: PROOF_FAILURES.tooFast, spend };
  }
  return { ok: true, ...spend };
}
