import type { Challenge, Solution } from 'altcha-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solvedProof } from '@test-support/form-proof';
import { MIN_FILL_MS } from '@/lib/validation/fields';
import { CHALLENGE_TTL_MS, signedChallenge } from './challenge';
import { checkProof, PROOF_FAILURES } from './proof';

/** The site's secret in these tests (src/lib/auth/secret.ts reads it), so no key file is made. */
const SITE_SECRET = 'proof-tests-site-secret-0123456789abcdef';
const OTHER_SECRET = 'another-site-entirely-0123456789abcdefgh';

interface Payload {
  challenge: Challenge;
  solution: Pick<Solution, 'counter' | 'derivedKey'>;
}

const read = (raw: string) => JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
const write = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
/** `raw` with its decoded payload changed by `change`, as a bot editing a solved proof would send it. */
function tampered(raw: string, change: (payload: Payload) => void): string {
  const payload = read(raw);
  change(payload);
  return write(payload);
}
/** A hex string of the same length as `hex`, differing in its first digit. */
const otherHex = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;

beforeEach(() => {
  vi.stubEnv('BETTER_AUTH_SECRET', SITE_SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('checkProof', () => {
  it('passes a proof solved for the form at a person’s pace, naming its nonce and when it expires', async () => {
    const issuedAt = Date.now() - MIN_FILL_MS - 2_000;
    const raw = await solvedProof('contact', issuedAt);
    const result = await checkProof(raw, 'contact');
    expect(result).toEqual({
      ok: true,
      nonce: read(raw).challenge.parameters.nonce,
      // The challenge carries its expiry in whole seconds.
      expiresAt: new Date(Math.floor((issuedAt + CHALLENGE_TTL_MS) / 1000) * 1000),
    });
    expect((await checkProof(await solvedProof('subscribe'), 'subscribe')).ok).toBe(true);
  });

  it('says the token is missing when the field is absent or blank', async () => {
    for (const raw of [undefined, '', '   '])
      expect(await checkProof(raw, 'contact')).toEqual({ ok: false, reason: PROOF_FAILURES.missing });
  });

  it('says the token is unreadable when it is not the base64 JSON of a challenge and a solution', async () => {
    const solved = read(await solvedProof('contact'));
    for (const raw of [
      'not a token',
      write('just text'),
      write(null),
      write({}),
      write({ challenge: solved.challenge }),
      write({ solution: solved.solution }),
      write({ challenge: { parameters: {} }, solution: solved.solution }),
    ])
      expect(await checkProof(raw, 'contact'), raw).toEqual({ ok: false, reason: PROOF_FAILURES.unreadable });
  });

  it('says the token is forged when anything the site signed was changed, or another key signed it', async () => {
    const raw = await solvedProof('contact');
    const forgeries = {
      // Moving the time of issue back would dodge the minimum fill time.
      earlierIssue: tampered(raw, ({ challenge }) => {
        challenge.parameters.data = { ...challenge.parameters.data, issuedAt: 0 };
      }),
      // Relabelling a subscribe token as a contact one.
      otherFormInData: tampered(raw, ({ challenge }) => {
        challenge.parameters.data = { ...challenge.parameters.data, form: 'subscribe' };
      }),
      // An easier puzzle than the one the site set.
      easierPuzzle: tampered(raw, ({ challenge }) => {
        challenge.parameters.keyPrefix = '0';
      }),
      signatureChanged: tampered(raw, ({ challenge }) => {
        challenge.signature = otherHex(challenge.signature ?? '');
      }),
      signatureRemoved: tampered(raw, ({ challenge }) => {
        delete challenge.signature;
      }),
    };
    for (const [name, forged] of Object.entries(forgeries))
      expect(await checkProof(forged, 'contact'), name).toEqual({ ok: false, reason: PROOF_FAILURES.forged });

    // A challenge of the same shape, signed with keys this site does not hold.
    const elsewhere = await signedChallenge('contact', OTHER_SECRET, Date.now() - MIN_FILL_MS - 2_000);
    const solution = read(await solvedProof('contact')).solution;
    expect(await checkProof(write({ challenge: elsewhere, solution }), 'contact')).toEqual({
      ok: false,
      reason: PROOF_FAILURES.forged,
    });
  });

  it('says the token has expired once its challenge is older than the challenge lifetime', async () => {
    const raw = await solvedProof('contact');
    vi.useFakeTimers({ toFake: ['Date'] });
    const expiresAtMs = read(raw).challenge.parameters.expiresAt! * 1000;
    vi.setSystemTime(expiresAtMs - 1_000);
    expect((await checkProof(raw, 'contact')).ok).toBe(true);
    vi.setSystemTime(expiresAtMs + 1_000);
    expect(await checkProof(raw, 'contact')).toEqual({ ok: false, reason: PROOF_FAILURES.expired });
  });

  it('says the proof of work is not solved when the derived key is wrong or malformed', async () => {
    const raw = await solvedProof('contact');
    const unsolved = {
      wrongKey: tampered(raw, ({ solution }) => {
        solution.derivedKey = otherHex(solution.derivedKey);
      }),
      upperCaseKey: tampered(raw, ({ solution }) => {
        solution.derivedKey = solution.derivedKey.toUpperCase();
      }),
      notHex: tampered(raw, ({ solution }) => {
        solution.derivedKey = 'zz';
      }),
      negativeCounter: tampered(raw, ({ solution }) => {
        solution.counter = -1;
      }),
      emptySolution: tampered(raw, (payload) => {
        payload.solution = {} as Payload['solution'];
      }),
    };
    for (const [name, proof] of Object.entries(unsolved))
      expect(await checkProof(proof, 'contact'), name).toEqual({
        ok: false,
        reason: PROOF_FAILURES.unsolved,
      });
  });

  it('says the token is for another form when a subscribe proof comes with a contact message', async () => {
    // Signed by the site all the same, so it is spent: sent again it cannot pass.
    const spent = { nonce: expect.any(String), expiresAt: expect.any(Date) };
    expect(await checkProof(await solvedProof('subscribe'), 'contact')).toEqual({
      ok: false,
      reason: PROOF_FAILURES.otherForm,
      spend: spent,
    });
    expect(await checkProof(await solvedProof('contact'), 'subscribe')).toEqual({
      ok: false,
      reason: PROOF_FAILURES.otherForm,
      spend: spent,
    });
  });

  it('says the form was filled in too fast under the minimum fill time since the challenge was issued', async () => {
    const issuedAt = Date.now();
    const raw = await solvedProof('contact', issuedAt);
    const tooFast = {
      ok: false,
      reason: PROOF_FAILURES.tooFast,
      spend: { nonce: expect.any(String), expiresAt: expect.any(Date) },
    };
    expect(await checkProof(raw, 'contact', issuedAt)).toEqual(tooFast);
    expect(await checkProof(raw, 'contact', issuedAt + MIN_FILL_MS - 1)).toEqual(tooFast);
    expect((await checkProof(raw, 'contact', issuedAt + MIN_FILL_MS)).ok).toBe(true);
  });
});
