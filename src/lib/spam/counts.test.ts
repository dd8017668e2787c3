import { describe, expect, it } from 'vitest';
import { addMessage, emptyCounts, markDelta, sumDeltas, withDelta } from './counts';
import { buildModel, scoreFeatures, type ModelParameters } from './model';

const PARAMETERS: ModelParameters = {
  weights: { word: 1, pair: 1, piece: 1, link: 1, sender: 1, signal: 1 },
  bias: 0,
  threshold: 0,
  alpha: 1,
  ownWeight: 10,
};

function baseModel() {
  const counts = emptyCounts();
  addMessage(counts, ['w:casino', 'w:bonus'], 'spam', 1);
  addMessage(counts, ['w:website', 'w:price'], 'ham', 1);
  return buildModel(counts, PARAMETERS);
}

describe("the team's marks as count deltas", () => {
  it('adds a marked message’s tokens on top of the base counts, counted like an own message', () => {
    const base = baseModel();
    const delta = markDelta(base, ['w:tiktok', 'w:followers', 'w:followers'], 'spam');
    expect(delta).toEqual({
      docs: { spam: 10, ham: 0 },
      tokens: [
        { token: 'w:tiktok', spam: 10, ham: 0 },
        { token: 'w:followers', spam: 10, ham: 0 },
      ],
    });
    const marked = withDelta(base, delta);
    expect(marked.counts.features.get('w:followers')).toEqual([10, 0]);
    expect(marked.counts.docs).toEqual({ spam: 11, ham: 1 });
    expect(scoreFeatures(marked, ['w:followers']).logOdds).toBeGreaterThan(
      scoreFeatures(base, ['w:followers']).logOdds,
    );
    // The base model is left as it was.
    expect(base.counts.features.has('w:followers')).toBe(false);
  });

  it('takes a mark back when it is undone, and never counts below zero', () => {
    const base = baseModel();
    const both = sumDeltas([
      markDelta(base, ['w:casino'], 'ham'),
      markDelta(base, ['w:casino'], 'ham', { undo: true }),
    ]);
    expect(both.tokens).toEqual([{ token: 'w:casino', spam: 0, ham: 0 }]);
    expect(withDelta(base, both).ratios.get('w:casino')).toBeCloseTo(base.ratios.get('w:casino')!, 12);
    const gone = withDelta(base, markDelta(base, ['w:bonus'], 'spam', { undo: true }));
    expect(gone.counts.features.has('w:bonus')).toBe(false);
    expect(gone.counts.docs.spam).toBe(0);
  });

  it('moves a verdict: enough "not spam" marks on a word make it a real enquiry’s word', () => {
    const base = baseModel();
    const rows = Array.from({ length: 3 }, () => markDelta(base, ['w:casino', 'w:website'], 'ham'));
    expect(scoreFeatures(base, ['w:casino']).logOdds).toBeGreaterThan(0);
    expect(scoreFeatures(withDelta(base, sumDeltas(rows)), ['w:casino']).logOdds).toBeLessThan(0);
  });
});
