import { describe, expect, it } from 'vitest';
import { normaliseText } from '@/lib/spam/judge/normalise';
import { classifyMessage, explainVerdict } from './classify';
import { addMessage, emptyCounts } from './counts';
import { buildModel } from './model';
import { NO_FINDINGS } from './signals';
import { textTokens } from './tokens';

function model() {
  const counts = emptyCounts();
  const add = (text: string, label: 'spam' | 'ham', extra: string[] = []) =>
    addMessage(counts, [...textTokens(text, normaliseText), ...extra], label, 1);
  add('online casino jackpot', 'spam', ['sig:links3']);
  add('casino bonus free spins', 'spam', ['sig:links3']);
  add('website price please', 'ham');
  add('website logo price', 'ham', ['from:tld:pk']);
  return buildModel(counts, {
    weights: { word: 1, pair: 1, piece: 0.5, link: 1, sender: 1, signal: 1 },
    bias: 0,
    threshold: 0,
    alpha: 1,
    ownWeight: 10,
  });
}

describe('explaining a verdict', () => {
  it('names the words and signs that weighed most each way, a word’s pieces counted with it', () => {
    const trained = model();
    const findings = { ...NO_FINDINGS, links: { count: 3, shortened: 0, toAddresses: 0, files: [] } };
    const verdict = classifyMessage(
      trained,
      { email: 'x@shop.pk', message: 'Casino jackpot bonus! What is the website price?' },
      findings,
      normaliseText,
    );
    expect(verdict.held).toBe(true);
    const { spam, ham } = explainVerdict(trained, verdict);
    expect(spam.map((item) => item.shown)).toEqual(expect.arrayContaining(['casino', 'jackpot', '3 links']));
    expect(spam.find((item) => item.shown === 'casino')?.kind).toBe('word');
    expect(spam.find((item) => item.shown === '3 links')?.kind).toBe('signal');
    expect(ham.map((item) => item.shown)).toEqual(
      expect.arrayContaining(['website', 'price', "sender's address ends in .pk"]),
    );
    // Most first, and the shares with the bias make up the log-odds.
    expect(spam[0]!.weight).toBeGreaterThanOrEqual(spam.at(-1)!.weight);
    const all = explainVerdict(trained, verdict, 100);
    const sum = [...all.spam, ...all.ham].reduce((total, item) => total + item.weight, trained.bias);
    expect(sum).toBeCloseTo(verdict.logOdds, 9);
  });

  it('shows at most the number asked for', () => {
    const trained = model();
    const verdict = classifyMessage(
      trained,
      { email: 'x@shop.pk', message: 'casino jackpot bonus free spins' },
      NO_FINDINGS,
      normaliseText,
    );
    expect(explainVerdict(trained, verdict, 2).spam).toHaveLength(2);
  });
});
