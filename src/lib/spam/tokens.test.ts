import { describe, expect, it } from 'vitest';
import { normaliseText } from '@/lib/spam/judge/normalise';
import { foldDigits, textTokens, textWords, wordPieces } from './tokens';

const tokens = (text: string) => textTokens(text, normaliseText);

describe('the words of a message', () => {
  it('reads English as lower-case words, pairs of words in a row and the pieces of each word', () => {
    const found = tokens('Guaranteed PROFIT now');
    expect(found).toEqual(
      expect.arrayContaining([
        'w:guaranteed',
        'w:profit',
        'b:guaranteed profit',
        'b:profit now',
        'c:_gu',
        'c:tee',
        'c:eed_',
        'c:_pro',
      ]),
    );
    expect(found).not.toContain('b:guaranteed now');
  });

  it('keeps Urdu script as words, with the Arabic letters typed for Urdu ones folded together', () => {
    const found = tokens('ویب سائٹ کی قیمت کیا ہوگی؟');
    // The hamza over a letter is a mark, dropped as the intake's spelling drops it.
    const site = normaliseText('سائٹ');
    expect(found).toEqual(expect.arrayContaining(['w:ویب', `w:${site}`, `b:ویب ${site}`, 'w:قیمت', 'c:_قی']));
    // Arabic yeh (ي) typed for Urdu yeh (ی): the same word.
    expect(tokens('قيمت')).toContain('w:قیمت');
  });

  it('reads Roman Urdu as words, and a misspelling shares most of its pieces with the spelling', () => {
    expect(tokens('Website banwani hai, kitna kharcha aye ga?')).toEqual(
      expect.arrayContaining(['w:banwani', 'b:kitna kharcha', 'w:kharcha']),
    );
    const right = new Set(wordPieces('guaranteed'));
    const wrong = wordPieces('guarenteed');
    expect(wrong.filter((piece) => right.has(piece)).length / wrong.length).toBeGreaterThan(0.5);
  });

  it('reads Urdu and Arabic-Indic digits as digits, and numbers by their length', () => {
    expect(foldDigits('۰۳۰۰ ٤٥')).toBe('0300 45');
    expect(textWords('فون ۰۳۰۰ 1234567', normaliseText)).toEqual(['فون', '0000', '0000000']);
  });

  it('turns links into tokens of where they point, not into words', () => {
    const found = tokens(
      'See https://bit.ly/3xYz and www.shop.pk, or http://45.77.10.3/setup.exe, mail a@b.pk',
    );
    expect(found).toEqual(
      expect.arrayContaining(['link:any', 'link:domain:ly', 'link:domain:pk', 'link:ip', 'link:email']),
    );
    expect(found.some((token) => /bit|3xyz|setup|shop/.test(token))).toBe(false);
  });

  it('counts each token once and skips run-together junk', () => {
    const found = tokens(`spam spam spam ${'x'.repeat(40)}`);
    expect(found.filter((token) => token === 'w:spam')).toHaveLength(1);
    expect(found.some((token) => token.includes('xxxxx'))).toBe(false);
  });
});
