import { describe, expect, it } from 'vitest';
import { addMessage, emptyCounts } from './counts';
import { buildModel, type ModelParameters } from './model';

const OWN_WEIGHT = 30;
const PARAMETERS: ModelParameters = {
  weights: { word: 1, pair: 1, piece: 1, link: 1, sender: 1, signal: 1 },
  bias: 0,
  threshold: 0,
  alpha: 1,
  ownWeight: OWN_WEIGHT,
};

/** 40 own real enquiries from .pk addresses, 40 own spam from elsewhere, each counting 30 times. */
function corpus() {
  const counts = emptyCounts();
  for (let n = 0; n < 40; n += 1) {
    addMessage(counts, ['from:tld:pk', 'w:website'], 'ham', OWN_WEIGHT);
    addMessage(counts, ['from:tld:com', 'w:casino'], 'spam', OWN_WEIGHT);
  }
  return counts;
}

describe('the signs’ counts', () => {
  it('start as one own message of each label, so a sign one label never showed is not taken as impossible in it', () => {
    const model = buildModel(corpus(), PARAMETERS);
    const ratio = model.ratios.get('from:tld:pk')!;
    // As if one own message of each label had shown it: (0 + 30) / (1200 + 60) against (1200 + 30) / (1200 + 60).
    expect(ratio).toBeCloseTo(Math.log(30 / 1230), 6);
    // Add-one smoothing would have made it about log(1 / 1231): a .pk sender outweighing any words.
    expect(ratio).toBeGreaterThan(Math.log(1 / 1231) + 3);
  });

  it('leaves the words to add-one smoothing of their share of the family', () => {
    const model = buildModel(corpus(), PARAMETERS);
    // Two words, each 1200 of its label's 1200 word counts: (1200 + 1) / (1200 + 3) against (0 + 1) / (1200 + 3).
    expect(model.ratios.get('w:casino')).toBeCloseTo(Math.log(1201), 6);
  });
});
