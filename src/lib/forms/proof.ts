/**
 * Browser side of the form's proof (checked by src/lib/intake/proof.ts): once a visitor starts on
 * a form, the page fetches a signed challenge from the site and solves it in the background
 * (`altcha-lib`'s solver over the browser's own SHA-256: no third party, no cookie); the send
 * waits for the solution and for a person's minimum time since the challenge was issued, then
 * carries it in a hidden field. Loaded with the sending code, never on first load.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { EmailForm } from '@/lib/email/config';
import { MIN_FILL_MS, PROOF_FIELD } from '@/lib/validation/fields';

export const CHALLENGE_PATH = '/api/intake/challenge';
/** The user-timing name of a solve. */
export const PROOF_MEASURE = 'form-proof-solve';
/** A little past the server's minimum, for the time the challenge's answer took to arrive. */
const FILL_MARGIN_MS = 250;
/** A challenge this close to expiring is replaced before a send. */
const EXPIRY_MARGIN_MS = 60_000;
const CHALLENGE_TIMEOUT_MS = 10_000;
const SOLVE_TIMEOUT_MS = 30_000;
const MS_PER_SECOND = 1000;

interface Pending {
  /** When the challenge arrived (this page's clock): the fill time counts from here. */
  receivedAt: number;
  expiresAt: number;
  /** The hidden field's value, or undefined when it could not be made. */
  proof: Promise<string | undefined>;
}

const pending = new Map<EmailForm, Promise<Pending | undefined>>();

async function fetchAndSolve(which: EmailForm): Promise<Pending | undefined> {
  try {
    const response = await fetch(`${CHALLENGE_PATH}?form=${which}`, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(CHALLENGE_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const receivedAt = Date.now();
    const expiresAt = (challenge.parameters.expiresAt ?? Infinity) * MS_PER_SECOND;
    const solving = performance.now();
    const proof = solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS })
      .then((solution) => {
        if (!solution) return undefined;
        // A user-timing entry: `npm run bench` reads it to measure the solve on a slow phone.
        performance.measure(PROOF_MEASURE, { start: solving, end: performance.now() });
        const { counter, derivedKey } = solution;
        return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
      })
      .catch(() => undefined);
    return { receivedAt, expiresAt, proof };
  } catch {
    return undefined;
  }
}

/** Starts on `which`'s proof if none is under way (called when a visitor starts on the form). */
export function prepareProof(which: EmailForm): void {
  if (!pending.has(which)) pending.set(which, fetchAndSolve(which));
}

/**
 * The proof for one send of `which`, once it is solved and a person's minimum time has passed;
 * undefined when the site could not be reached for a challenge (the message then goes without
 * one and is held for the team to look at, never lost). Each proof serves one send.
 */
export async function proofFor(which: EmailForm): Promise<string | undefined> {
  let current = await (pending.get(which) ?? Promise.resolve(undefined));
  if (!current || current.expiresAt - Date.now() < EXPIRY_MARGIN_MS) {
    pending.delete(which);
    prepareProof(which);
    current = await pending.get(which);
  }
  pending.delete(which);
  if (!current) return undefined;
  const wait = current.receivedAt + MIN_FILL_MS + FILL_MARGIN_MS - Date.now();
  const [proof] = await Promise.all([current.proof, new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)))]);
  return proof as string | undefined;
}

/** Puts `proof` in the form's hidden proof field (made on first use), so the form's data carries it. */
export function attachProof(form: HTMLFormElement, proof: string | undefined): void {
  let input = form.querySelector<HTMLInputElement>(`input[name="${PROOF_FIELD}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = PROOF_FIELD;
    form.append(input);
  }
  input.value = proof ?? '';
}
