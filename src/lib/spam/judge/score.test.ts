import { describe, expect, it } from 'vitest';
import { judgeSettings } from './assess';
import { isDisposableAddress } from './disposable';
import { findLinks } from './links';
import { normaliseText, textPrint } from './normalise';
import { ALLOWED_SENDER_LOG_ODDS, judgeContent, readSigns } from './score';
import { foreignScript } from './scripts';

const own = new Set(['ravidigital.pk']);
const judge = (message: string, email = 'someone@example.pk') =>
  judgeContent({ email, message }, judgeSettings());

describe('the links in a message', () => {
  it('counts links with or without a scheme, leaving out mail addresses and the agency’s own site', () => {
    expect(
      findLinks('See www.shop.pk, https://ravidigital.pk/pricing and mail me at a@b.pk', own),
    ).toMatchObject({ count: 1 });
  });
  it('names shorteners, IP addresses and programs or archives', () => {
    expect(
      findLinks(
        'https://bit.ly/x http://tinyurl.com/y http://10.1.2.3/a.exe http://files.example.com/b.ZIP',
        own,
      ),
    ).toEqual({
      count: 4,
      shortened: 2,
      toAddresses: 1,
      files: ['.exe', '.zip'],
    });
  });
});

describe('the verdict and its named reasons', () => {
  it('names the signs the detectors found, in words', () => {
    const { signs, findings } = readSigns(
      {
        email: 'someone@example.pk',
        message: 'Guaranteed profit! Join now: https://bit.ly/a https://bit.ly/b https://cutt.ly/c',
      },
      judgeSettings(),
    );
    expect(signs).toEqual(['3 links to a URL shortener', '3 links', 'phrase: guaranteed profit']);
    expect(findings.links).toMatchObject({ count: 3, shortened: 3 });
  });
  it('holds by the classifier, naming the words and signs that weighed most, never a log-odds figure', () => {
    const judged = judge('Guaranteed profit! Join now: https://bit.ly/a https://bit.ly/b https://cutt.ly/c');
    expect(judged.verdict).toBe('hold');
    expect(judged.score).toBeGreaterThanOrEqual(90);
    expect(judged.reasons).toHaveLength(2);
    expect(judged.reasons[0]).toMatch(/^words: .*guaranteed/);
    expect(judged.reasons[1]).toMatch(/^signs: .*a link to a URL shortener/);
    expect(judged.reasons.join('; ')).not.toMatch(/\d\.\d|log/);
  });
  it('leaves a booking without a note to the rules: a name and an address’s ending are no offer', () => {
    for (const { name, email } of [
      { name: 'John Smith', email: 'john@company.com' },
      { name: 'Sara Khan', email: 'sara@outlook.com' },
    ])
      expect(judgeContent({ name, email }, judgeSettings())).toEqual({
        score: 0,
        reasons: [],
        verdict: 'pass',
      });
    const held = judgeContent(
      { name: 'Bot', email: 'bot@example.com', message: '  ' },
      { ...judgeSettings(), taught: { allowed: false, heldSender: true, heldText: false } },
    );
    expect(held).toMatchObject({ verdict: 'hold', reasons: ['sender marked as spam by the team'] });
  });
  it('never names a number by its shape among the words', () => {
    const judged = judge(
      'Guaranteed profit 500%! WhatsApp 0300 1234567 now: https://bit.ly/a https://bit.ly/b',
    );
    expect(judged.verdict).toBe('hold');
    const words = judged.reasons.find((reason) => reason.startsWith('words: ')) ?? '';
    expect(words.slice('words: '.length).split(', ')).not.toContainEqual(expect.stringMatching(/^[0\s]+$/));
  });
  it('takes a fixed discount off the log-odds for a sender the team allowed, and holds a flood of one text', () => {
    const text = {
      email: 'kamran@example.pk',
      message: 'We offer premium marketing services for your agency, reply for details today.',
    };
    const held = judgeContent(text, judgeSettings());
    expect(held.verdict).toBe('hold');
    const allowed = judgeContent(text, {
      ...judgeSettings(),
      taught: { allowed: true, heldSender: false, heldText: false },
    });
    expect(allowed.verdict).not.toBe('hold');
    expect(allowed.reasons[0]).toBe('sender allowed by the team');
    // The odds of spam divided by e to the discount, as the chances in per cent show it.
    const odds = (score: number) => Math.log(score / (100 - score));
    expect(odds(held.score) - odds(allowed.score)).toBeCloseTo(ALLOWED_SENDER_LOG_ODDS, 0);
    expect(ALLOWED_SENDER_LOG_ODDS).toBeGreaterThan(0);
    const flood = judgeContent(
      { email: 'a@example.pk', message: 'We need a website for our school, what does it cost?' },
      { ...judgeSettings(), repeats: 3 },
    );
    expect(flood.verdict).toBe('hold');
    expect(flood.reasons[0]).toBe('the same text came from 3 other addresses within an hour');
  });
  it('passes one link to the sender’s own site, and talk of SEO, Google ranking, Instagram and prices', () => {
    const judged = judge(
      'Our site https://gulnaarlawn.pk is not on Google page one. SEO, Instagram ads, prices?',
    );
    expect(judged).toEqual({ score: 0, reasons: [], verdict: 'pass' });
  });
  it('matches phrases whatever the case, the punctuation, or letters spelled out to dodge a filter', () => {
    const signs = (message: string) =>
      readSigns({ email: 'someone@example.pk', message }, judgeSettings()).signs;
    expect(signs('Play at our C.A.S.I.N.O tonight')).toContain('phrase: casino');
    expect(signs('BUY-INSTAGRAM-FOLLOWERS!!!')).toContain('phrase: buy instagram followers');
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
    expect(
      readSigns({ email: 'x@mailinator.com', message: 'Website price?' }, judgeSettings()).signs,
    ).toEqual(['a disposable e-mail address']);
    // A bare question from a throwaway address is held: the classifier learned the sign from the corpus.
    expect(judge('Website price?', 'x@mailinator.com').reasons.join('; ')).toMatch(
      /signs: .*a disposable e-mail address/,
    );
  });
  it('fingerprints only texts long enough to mean something', () => {
    expect(textPrint('Hi')).toBeUndefined();
    expect(textPrint('Hello dear friend, our company offers services')).toBe(
      textPrint('HELLO dear friend! Our company offers services.'),
    );
  });
});
