import { describe, expect, it } from 'vitest';
import { getAllPosts } from './blog';
import { renderMarkdown, slugify } from './markdown';

describe('renderMarkdown', () => {
  it('gives headings ids, unique within the post, and never an h1', () => {
    const { html, headings } = renderMarkdown(
      '# Title\n\n## Start *here*\n\ntext\n\n## Start here\n\n### Q&A: costs',
    );
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain('<h2 id="start-here">Start <em>here</em></h2>');
    expect(html).toContain('<h2 id="start-here-2">Start here</h2>');
    expect(html).toContain('<h3 id="q-a-costs">');
    expect(html).not.toContain('<h1');
    expect(headings.map((heading) => heading.id)).toEqual([
      'title',
      'start-here',
      'start-here-2',
      'q-a-costs',
    ]);
  });

  it('escapes raw HTML instead of passing it through', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> and <b onclick="x()">bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<b |<iframe/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('marks external links noopener noreferrer and leaves internal ones alone', () => {
    const { html } = renderMarkdown(
      '[Google](https://www.google.com/maps) and [our services](/services) and <https://example.com>',
    );
    expect(html).toContain('<a href="https://www.google.com/maps" rel="noopener noreferrer">Google</a>');
    expect(html).toContain('<a href="/services">our services</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">');
  });

  it('drops links with unsafe schemes but keeps their text', () => {
    const { html } = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,hi) [ok](mailto:hello@example.com)',
    );
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('click');
    expect(html).toContain('<a href="mailto:hello@example.com">ok</a>');
  });

  it('escapes attribute values', () => {
    const { html } = renderMarkdown('[x](https://example.com/?a=1&b="2" "a \\"title\\"")');
    expect(html).not.toContain('"2"');
    expect(html).toContain('&amp;');
  });

  it('renders every post with headings and no raw HTML', () => {
    for (const post of getAllPosts()) {
      const { html, headings } = renderMarkdown(post.body);
      expect(headings.length, post.slug).toBeGreaterThan(0);
      expect(html).not.toMatch(/<(script|iframe|style|h1)\b/i);
    }
  });
});

describe('slugify', () => {
  it('makes URL-safe ids', () => {
    expect(slugify('Keep your NAP consistent everywhere')).toBe('keep-your-nap-consistent-everywhere');
    expect(slugify('Crème brûlée!')).toBe('creme-brulee');
    expect(slugify('???')).toBe('section');
  });
});
