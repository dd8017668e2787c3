import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEachEngine } from '@test-support/engines';
import { PROOF_FIELD, solvedProof } from '@test-support/form-proof';
import { MIN_FILL_MS } from '@/lib/validation/fields';
import { PROOF_FAILURES } from './proof';
import { deleteExpiredProofs, onlyUnconfirmed, spamReason, SPAM_REASONS } from './spam';

const contact = { name: 'Ayesha Khan', email: 'ayesha@example.pk', message: 'Hello' };
/** The hidden field as the page's form sends it: there, and empty. */
const HIDDEN_EMPTY = { website: '' };
const MS_PER_SECOND = 1000;

const nonceOf = (raw: string) =>
  (
    JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as {
      challenge: { parameters: { nonce: string } };
    }
  ).challenge.parameters.nonce;

afterEach(() => {
  vi.useRealTimers();
});

describeEachEngine('the spam verdict', (current) => {
  const spent = () => current().db.selectFrom('form_proofs_used').selectAll().orderBy('expires_at').execute();
  const judge = (raw: Record<string, string>, arrival: 'script' | 'no-script' = 'script', now?: number) =>
    spamReason(current().db, { form: 'contact', raw, arrival, now });

  it('finds nothing against a person’s message (hidden field empty, proof solved) and spends its proof', async () => {
    const proof = await solvedProof('contact');
    expect(await judge({ ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: proof })).toBeUndefined();
    expect(await spent()).toMatchObject([{ nonce: nonceOf(proof) }]);
    const subscribe = {
      email: 'news@example.pk',
      ...HIDDEN_EMPTY,
      [PROOF_FIELD]: await solvedProof('subscribe'),
    };
    expect(
      await spamReason(current().db, { form: 'subscribe', raw: subscribe, arrival: 'script' }),
    ).toBeUndefined();
  });

  it('does not count a hidden field of blanks as filled in', async () => {
    expect(
      await judge({ ...contact, website: '  ', [PROOF_FIELD]: await solvedProof('contact') }),
    ).toBeUndefined();
  });

  it('holds a direct post that leaves the hidden field out, even with a valid proof', async () => {
    expect(await judge({ ...contact, [PROOF_FIELD]: await solvedProof('contact') })).toBe(
      SPAM_REASONS.honeypotMissing,
    );
  });

  it('holds a message whose hidden field was filled in', async () => {
    expect(
      await judge({
        ...contact,
        website: 'http://spam.example',
        [PROOF_FIELD]: await solvedProof('contact'),
      }),
    ).toBe(SPAM_REASONS.honeypotFilled);
  });

  it('holds a message sent with a script but no form token, and names every reason', async () => {
    expect(await judge({ ...contact, ...HIDDEN_EMPTY })).toBe(PROOF_FAILURES.missing);
    expect(await judge(contact)).toBe(`${SPAM_REASONS.honeypotMissing}; ${PROOF_FAILURES.missing}`);
    expect(await spent()).toEqual([]);
  });

  it('holds the second message carrying the same proof: a token serves one send', async () => {
    const proof = await solvedProof('contact');
    const person = { ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: proof };
    expect(await judge(person)).toBeUndefined();
    expect(await judge({ ...person, message: 'Again' })).toBe(PROOF_FAILURES.reused);
    expect(await spent()).toHaveLength(1);
  });

  it('holds a message whose token has expired', async () => {
    const proof = await solvedProof('contact');
    const expiresAt =
      (
        JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as {
          challenge: { parameters: { expiresAt: number } };
        }
      ).challenge.parameters.expiresAt * MS_PER_SECOND;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt + MS_PER_SECOND);
    expect(await judge({ ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: proof })).toBe(PROOF_FAILURES.expired);
    expect(await spent()).toEqual([]);
  });

  it('holds a form filled in faster than a person could', async () => {
    const issuedAt = Date.now();
    const raw = { ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: await solvedProof('contact', issuedAt) };
    expect(await judge(raw, 'script', issuedAt)).toBe(PROOF_FAILURES.tooFast);
    expect(await judge(raw, 'script', issuedAt + MIN_FILL_MS - 1)).toBe(PROOF_FAILURES.tooFast);
    // The hasty proof was spent: sent again at a person's pace, it does not pass.
    expect(await judge(raw, 'script', issuedAt + MIN_FILL_MS + 1_000)).toBe(PROOF_FAILURES.reused);
  });

  it('holds every message sent without a script until it is confirmed, and spends no proof for it', async () => {
    const withProof = { ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: await solvedProof('contact') };
    expect(await judge({ ...contact, ...HIDDEN_EMPTY }, 'no-script')).toBe(SPAM_REASONS.unconfirmed);
    expect(await judge(withProof, 'no-script')).toBe(SPAM_REASONS.unconfirmed);
    expect(await spent()).toEqual([]);
    expect(await judge({ ...contact, website: 'http://spam.example' }, 'no-script')).toBe(
      `${SPAM_REASONS.honeypotFilled}; ${SPAM_REASONS.unconfirmed}`,
    );
    expect(await judge(contact, 'no-script')).toBe(
      `${SPAM_REASONS.honeypotMissing}; ${SPAM_REASONS.unconfirmed}`,
    );
  });

  it('forgets spent proofs once they have expired, and only those', async () => {
    const older = await solvedProof('contact', Date.now() - 60 * 60 * 1000);
    const newer = await solvedProof('contact');
    for (const proof of [older, newer]) await judge({ ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: proof });
    const [first, second] = await spent();
    expect(first?.nonce).toBe(nonceOf(older));
    const olderExpiry = new Date(first!.expires_at);
    expect(await deleteExpiredProofs(current().db, olderExpiry)).toBe(0);
    expect(await deleteExpiredProofs(current().db, new Date(olderExpiry.getTime() + 1))).toBe(1);
    expect(await spent()).toEqual([second]);
    // The one still kept still cannot be used again.
    expect(await judge({ ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: newer })).toBe(PROOF_FAILURES.reused);
  });

  it('rejects when the store cannot mark a valid proof as spent, so the caller stores nothing either', async () => {
    const proof = await solvedProof('contact');
    await current().db.schema.dropTable('form_proofs_used').execute();
    await expect(judge({ ...contact, ...HIDDEN_EMPTY, [PROOF_FIELD]: proof })).rejects.toThrow();
  });
});

describe('onlyUnconfirmed', () => {
  it('is true only for a message held for nothing but its missing confirmation', () => {
    expect(onlyUnconfirmed(SPAM_REASONS.unconfirmed)).toBe(true);
    expect(onlyUnconfirmed(null)).toBe(false);
    expect(onlyUnconfirmed(SPAM_REASONS.honeypotFilled)).toBe(false);
    expect(onlyUnconfirmed(`${SPAM_REASONS.honeypotFilled}; ${SPAM_REASONS.unconfirmed}`)).toBe(false);
  });
});
