/**
 * A form's proof as a browser makes it (src/lib/forms/proof.ts): a challenge from the site's own
 * code, solved with altcha-lib's solver. `issuedAt` defaults to long enough ago for a person's
 * fill time, so a test need not wait it out.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { formChallenge, type ProofForm } from '@/lib/intake/proof';
import { MIN_FILL_MS, PROOF_FIELD } from '@/lib/validation/fields';

export { PROOF_FIELD };

/** Well past the minimum fill time. */
export const FILLED_AT_A_PERSONS_PACE_MS = MIN_FILL_MS + 2_000;

export async function solvedProof(form: ProofForm, issuedAt = Date.now() - FILLED_AT_A_PERSONS_PACE_MS): Promise<string> {
  const challenge = await formChallenge(form, issuedAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })).toString('base64');
}
