import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { addMessage, emptyCounts } from './counts';
import { spamModel } from './load';
import { buildModel, FAMILIES, scoreFeatures } from './model';
import { parseModel, serialiseModel } from './serialise';

function smallModel() {
  const counts = emptyCounts();
  addMessage(counts, ['w:casino', 'b:free spins', 'c:_ca', 'sig:links3', 'from:tld:ru'], 'spam', 10);
  addMessage(counts, ['w:ویب', 'w:website', 'link:domain:pk'], 'ham', 1);
  return buildModel(counts, {
    weights: { word: 0.5, pair: 0.25, piece: 0.125, link: 1, sender: 2, signal: 3 },
    bias: -1.5,
    threshold: 2.25,
    alpha: 1,
    ownWeight: 10,
  });
}

describe('the model file', () => {
  it('reads back the model it wrote: counts, weights and scores', () => {
    const model = smallModel();
    const text = serialiseModel(model, { source: 'test' });
    const back = parseModel(JSON.parse(text));
    expect(back.counts).toEqual(model.counts);
    expect(back.weights).toEqual(model.weights);
    expect([back.bias, back.threshold, back.alpha, back.ownWeight]).toEqual([-1.5, 2.25, 1, 10]);
    const tokens = ['w:casino', 'w:ویب', 'sig:links3'];
    expect(scoreFeatures(back, tokens)).toEqual(scoreFeatures(model, tokens));
    expect(serialiseModel(back, { source: 'test' })).toBe(text);
  });

  it('writes one token a line in code-point order, so a retraining diffs token by token', () => {
    const lines = serialiseModel(smallModel())
      .split('\n')
      .filter((line) => line.startsWith('    ["'))
      .map((line) => line.trim());
    expect(lines[0]).toBe('["b:free spins", 10, 0],');
    expect(lines.map((line) => JSON.parse(line.replace(/,$/, ''))[0])).toEqual([
      'b:free spins',
      'c:_ca',
      'from:tld:ru',
      'link:domain:pk',
      'sig:links3',
      'w:casino',
      'w:website',
      'w:ویب',
    ]);
  });

  it('lays the file out as Prettier would, so formatting the repository leaves it alone', async () => {
    const text = serialiseModel(smallModel(), { public: 'a corpus', tokens: 8 });
    expect(await format(text, { parser: 'json', printWidth: 110 })).toBe(text);
  });

  it('refuses a file that is not a model, naming what is wrong', () => {
    expect(() => parseModel({ format: 2 })).toThrow(/format 2/);
    const text = JSON.parse(serialiseModel(smallModel())) as Record<string, unknown>;
    expect(() => parseModel({ ...text, weights: { word: 1 } })).toThrow(/no weight for pair/);
    expect(() => parseModel({ ...text, features: [['w:x', 'one', 0]] })).toThrow(/bad feature/);
  });

  it('ships a trained model that loads and has a weight for every family', () => {
    const model = spamModel();
    expect(model.counts.features.size).toBeGreaterThan(1000);
    for (const family of FAMILIES) expect(Number.isFinite(model.weights[family])).toBe(true);
    expect(spamModel()).toBe(model);
  });
});
