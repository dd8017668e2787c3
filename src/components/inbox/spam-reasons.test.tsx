import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeldReason } from './held-reason';
import { SpamLearning } from './spam-learning';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('a held lead’s reasons in the spam view', () => {
  it('reads as words and signs with the chance of spam, never a log-odds figure', () => {
    const html = renderToStaticMarkup(
      <HeldReason
        lead={{
          status: 'spam',
          spamReason:
            'spam chance 97 %: words: casino, free spins; signs: a link to a URL shortener, 3 links',
        }}
      />,
    );
    expect(text(html)).toContain('Words that weighed most: casino, free spins97 % like spam');
    expect(text(html)).toContain('Signs: a link to a URL shortener, 3 links');
    expect(html).not.toMatch(/log|\d\.\d/);
  });
});

describe('what the classifier learned, in Spam settings', () => {
  it('says how many marks it learned from, and asks before forgetting them, without JavaScript', () => {
    const first = renderToStaticMarkup(<SpamLearning marks={3} confirming={false} />);
    expect(text(first)).toContain('learned from 3 marks of the team');
    expect(first).toContain('href="/admin/spam?forget=confirm#forget"');
    expect(first).not.toContain('<form');
    const confirming = renderToStaticMarkup(<SpamLearning marks={3} confirming />);
    expect(confirming).toContain('<form');
    expect(confirming).toMatch(/name="confirm" value="yes"/);
    expect(text(confirming)).toContain('Yes, forget what the team taught');
    expect(text(renderToStaticMarkup(<SpamLearning marks={0} confirming={false} />))).toContain(
      'learned nothing from the team yet',
    );
  });
});
