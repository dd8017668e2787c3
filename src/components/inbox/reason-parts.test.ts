import { describe, expect, it } from 'vitest';
import { reasonParts } from './reason-parts';

describe('a held lead’s reasons, as the lead’s page lists them', () => {
  it('labels the words and the signs that weighed most, and keeps the chance of spam apart', () => {
    expect(
      reasonParts(
        'sent without JavaScript; spam chance 97 %: words: casino, free spins; signs: a link to a URL shortener, 3 links',
      ),
    ).toEqual([
      { text: 'sent without JavaScript' },
      { text: 'casino, free spins', label: 'Words that weighed most', chance: 97 },
      { text: 'a link to a URL shortener, 3 links', label: 'Signs' },
    ]);
  });

  it('shows the team’s rules and a flood of one text as they are', () => {
    expect(reasonParts('spam chance 12 %: text marked as spam by the team; words: offer')).toEqual([
      { text: 'text marked as spam by the team', chance: 12 },
      { text: 'offer', label: 'Words that weighed most' },
    ]);
  });

  it('reads a lead held by the rules’ points before the classifier as a score, not a chance', () => {
    expect(reasonParts('content score 9: 3 links to a URL shortener; phrase: guaranteed profit')).toEqual([
      { text: '3 links to a URL shortener', score: 9 },
      { text: 'phrase: guaranteed profit' },
    ]);
  });
});
