import { describe, expect, it } from 'vitest';
import { countCopy, fillTemplate, fillTemplateParts } from './copy';

describe('fillTemplate', () => {
  it('fills every placeholder, each time it appears', () => {
    expect(fillTemplate('Page {page} of {count}; {page}', { page: 2, count: 5 })).toBe('Page 2 of 5; 2');
  });

  it('leaves the rest of the text alone and empties unknown names', () => {
    expect(fillTemplate('Results for “{query}”{missing}', { query: 'seo' })).toBe('Results for “seo”');
  });

  it('does not read placeholders out of the values', () => {
    expect(fillTemplate('{query}', { query: '{count}', count: 3 })).toBe('{count}');
  });
});

describe('fillTemplateParts', () => {
  const link = { href: 'mailto:hello@example.com' };

  it('cuts the text at each placeholder and puts the value in its place', () => {
    expect(fillTemplateParts('E-mail us at {email}. We answer {email} too.', { email: link })).toEqual([
      'E-mail us at ',
      link,
      '. We answer ',
      link,
      ' too.',
    ]);
  });

  it('leaves out empty text at the ends and empties unknown names', () => {
    expect(fillTemplateParts('{email}{missing}', { email: link })).toEqual([link]);
    expect(fillTemplateParts('No placeholder', { email: link })).toEqual(['No placeholder']);
  });
});

describe('countCopy', () => {
  const forms = { one: '1 result', other: '{count} results' };

  it('uses the singular for one', () => {
    expect(countCopy(1, forms)).toBe('1 result');
  });

  it('uses the plural with the count otherwise', () => {
    expect(countCopy(0, forms)).toBe('0 results');
    expect(countCopy(12, forms)).toBe('12 results');
  });
});
