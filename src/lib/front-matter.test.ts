import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads strings, quoted strings and lists, and returns the body', () => {
    const { data, body } = parseFrontMatter(
      [
        '---',
        'title: "Local SEO: a guide"',
        'date: 2026-03-01',
        'tags: [seo, "local search"]',
        '---',
        '',
        '# Hello',
      ].join('\n'),
    );
    expect(data).toEqual({ title: 'Local SEO: a guide', date: '2026-03-01', tags: ['seo', 'local search'] });
    expect(body).toBe('# Hello');
  });

  it('rejects a file without front matter or with an unclosed block', () => {
    expect(() => parseFrontMatter('# no front matter', 'a.md')).toThrow(/a.md/);
    expect(() => parseFrontMatter('---\ntitle: x\n', 'b.md')).toThrow(/not closed/);
  });

  it('points at the line that is not key: value', () => {
    expect(() => parseFrontMatter('---\ntitle: x\njust text\n---\nbody', 'c.md')).toThrow(/c.md:3/);
  });
});
