/**
 * A form's proof as a client makes it, for the tests' direct posts: a challenge asked of the site
 * (`GET /api/intake/challenge`), solved with altcha-lib's solver, as the page's script does. A
 * person's send comes once the challenge has been open for the minimum fill time; a bot's may not.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MIN_FILL_MS, PROOF_FIELD } from '../src/lib/validation/fields';
import { untilConfirmable, untilPast } from './served/forms';

export { PROOF_FIELD };

export async function askChallenge(
  origin: string,
  form: 'contact' | 'subscribe',
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${origin}/api/intake/challenge?form=${form}`, { headers });
  if (!response.ok) throw new Error(`challenge: ${response.status} ${await response.text()}`);
  return (await response.json()) as Challenge;
}

/** The hidden field's value for `challenge`, as the page's script sends it. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Resolves once `challenge` has been open for the minimum fill time, from the time it was issued. */
export function untilFilled(challenge: Challenge): Promise<void> {
  const issuedAt = Number(challenge.parameters.data?.issuedAt);
  if (!Number.isSafeInteger(issuedAt)) throw new Error('the challenge tells no time');
  return untilPast(issuedAt + MIN_FILL_MS);
}

/** A proof for a send made at a person's pace: asked, then the minimum fill time waited out. */
export async function personsProof(
  origin: string,
  form: 'contact' | 'subscribe',
  headers: Record<string, string> = {},
) {
  const challenge = await askChallenge(origin, form, headers);
  const [proof] = await Promise.all([solve(challenge), untilFilled(challenge)]);
  return proof;
}

/** Longer than the confirmation page's minimum (src/lib/intake/confirm.ts): a person reads it first. */
export const CONFIRM_READING_MS = 2_000;

/** The hidden fields of the confirmation page's form. */
export function confirmFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([a-z]+)" value="([^"]*)"/g)].map((match) => [
      match[1]!,
      match[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'"),
    ]),
  );
}

/**
 * What a person without JavaScript does after the form's post: opens the confirmation page it was
 * sent to (`location`), reads it for as long as the site asks, presses its button. Returns the
 * button's answer.
 */
export async function confirmHeld(origin: string, location: string, headers: Record<string, string> = {}) {
  const page = await fetch(new URL(location, origin), { headers });
  const fields = confirmFields(await page.text());
  await untilConfirmable(Number(fields.issued));
  const response = await fetch(`${origin}/api/contact/confirm`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}
