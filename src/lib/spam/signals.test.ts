import { describe, expect, it } from 'vitest';
import { judgeSettings } from '@/lib/spam/judge/assess';
import { findLinks } from '@/lib/spam/judge/links';
import { normaliseText } from '@/lib/spam/judge/normalise';
import { matchPhrases } from '@/lib/spam/judge/phrases';
import { foreignScript } from '@/lib/spam/judge/scripts';
import { describeSignal, NO_FINDINGS, signalTokens, type MessageFindings } from './signals';

/** The findings as the intake's own detectors give them. */
function findings(text: string, email = 'someone@example.pk', repeats = 0): MessageFindings {
  const settings = judgeSettings();
  return {
    links: findLinks(text, settings.ownDomains),
    disposable: settings.isDisposable(email),
    foreignScript: foreignScript(text),
    phrases: matchPhrases(normaliseText(text), settings.phrases),
    repeats,
  };
}

describe("the rules' signs as tokens", () => {
  it('turns the detectors’ findings into signal tokens whose weights the model learns', () => {
    const tokens = signalTokens(
      findings(
        'Guaranteed profit! https://bit.ly/a https://bit.ly/b https://cutt.ly/c',
        'x@mailinator.com',
        2,
      ),
    );
    expect(tokens).toEqual(
      expect.arrayContaining([
        'sig:links3',
        'sig:shortener',
        'sig:disposable',
        'sig:phrase:crypto-and-forex',
        'sig:repeated',
      ]),
    );
  });

  it('names a list of links, IP addresses, files and a foreign script', () => {
    expect(
      signalTokens(
        findings('http://45.77.10.3/setup.exe http://a.example http://b.example http://c.example'),
      ),
    ).toEqual(expect.arrayContaining(['sig:links4+', 'sig:ip-link', 'sig:file-link']));
    expect(
      signalTokens(findings('Здравствуйте! Предлагаем продвижение сайта в поисковых системах.')),
    ).toEqual(expect.arrayContaining(['sig:foreign-script', 'sig:script:cyrillic']));
  });

  it('gives nothing for a plain enquiry, and every sign a description in words', () => {
    expect(signalTokens(findings('Hi, how much is a logo? Our site is gulnaarlawn.pk'))).toEqual([
      'sig:links1',
    ]);
    expect(signalTokens(NO_FINDINGS)).toEqual([]);
    expect(describeSignal('sig:links3')).toBe('3 links');
    expect(describeSignal('sig:phrase:crypto-and-forex')).toBe('phrases of crypto and forex');
  });
});
