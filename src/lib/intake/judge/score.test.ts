import { describe, expect, it } from 'vitest';
import { judgeSettings } from './assess';
import { isDisposableAddress } from './disposable';
import { findLinks } from './links';
import { normaliseText, textPrint } from './normalise';
import { judgeContent } from './score';
import { foreignScript } from './scripts';

const own = new Set(['ravidigital.pk']);
const judge = (message: string, email = 'someone@example.pk') => judgeContent({ email, message }, judgeSettings());

describe('the links in a message', () => {
  it('counts links with or without a scheme, leaving out mail addresses and the agency’s own site', () => {
    expect(findLinks('See www.shop.pk, https://ravidigital.pk/pricing and mail me at a@b.pk', own)).toMatchObject({ count: 1 });
  });
  it('names shorteners, IP addresses and programs or archives', () => {
    expect(findLinks('https://bit.ly/x http://tinyurl.com/y http://10.1.2.3/a.exe http://files.example.com/b.ZIP', own)).toEqual({
      count: 4,
      shortened: 2,
      toAddresses: 1,
      files: ['.exe', '.zip'],
    });
  });
});

describe('the score and its named reasons', () => {
  it('names what it found, as the spam view shows it', () => {
    const judged = judge('Guaranteed profit! Join now: https://bit.ly/a https://bit.ly/b https://cutt.ly/c');
    expect(judged.verdict).toBe('hold');
    expect(judged.reasons).toEqual(['3 links to a URL shortener', '3 links', 'phrase: guaranteed profit']);
  });
  it('passes one link to the sender’s own site, and talk of SEO, Google ranking, Instagram and prices', () => {
    const judged = judge('Our site https://gulnaarlawn.pk is not on Google page one. SEO, Instagram ads, prices?');
    expect(judged).toEqual({ score: 0, reasons: [], verdict: 'pass' });
  });
  it('matches phrases whatever the case, the punctuation, or letters spelled out to dodge a filter', () => {
    expect(judge('Play at our C.A.S.I.N.O tonight').reasons).toContain('phrase: casino');
    expect(judge('BUY-INSTAGRAM-FOLLOWERS!!!').reasons).toContain('phrase: buy instagram followers');
    // An Urdu phrase typed with the Arabic letters a keyboard gives (ي for ی, ك for ک).
    expect(normaliseText('بٹ كوائن')).toBe(normaliseText('بٹ کوائن'));
  });
  it('holds a message mostly in a script the site does not serve, not one with a foreign name in it', () => {
    expect(foreignScript('Здравствуйте, предлагаем продвижение сайта')).toMatchObject({ script: 'Cyrillic' });
    expect(foreignScript('我们提供网站推广服务，价格优惠')).toMatchObject({ script: 'Chinese' });
    expect(foreignScript('Please design a logo for our shop Дом, thanks a lot')).toBeUndefined();
    expect(foreignScript('السلام علیکم، ہمیں ویب سائٹ چاہیے')).toBeUndefined();
  });
  it('knows disposable domains from the maintained list, and their subdomains', () => {
    expect(isDisposableAddress('x@mailinator.com')).toBe(true);
    expect(isDisposableAddress('x@eu.mailinator.com')).toBe(true);
    expect(isDisposableAddress('x@gmail.com')).toBe(false);
    expect(judge('Website price?', 'x@mailinator.com')).toMatchObject({ verdict: 'unsure', reasons: ['a disposable e-mail address'] });
  });
  it('fingerprints only texts long enough to mean something', () => {
    expect(textPrint('Hi')).toBeUndefined();
    expect(textPrint('Hello dear friend, our company offers services')).toBe(textPrint('HELLO dear friend! Our company offers services.'));
  });
});
