import { describe, expect, it } from 'vitest';
import { getAllPosts, parsePost, readingMinutes } from './blog';

const valid = [
  '---',
  'title: Local SEO for Lahore businesses',
  'date: 2026-05-04',
  'summary: How a clinic or restaurant in Lahore can show up in Google Maps and local results, step by step.',
  'cover: /images/blog/local-seo-lahore.svg',
  'coverAlt: Illustration of a map pin over a search results page',
  'tags: [SEO, Local search]',
  '---',
  'Body text here.',
].join('\n');

describe('blog posts', () => {
  it('parses a valid post and names it by its file', () => {
    const post = parsePost('local-seo-lahore.md', valid);
    expect(post.slug).toBe('local-seo-lahore');
    expect(post.tags).toEqual(['SEO', 'Local search']);
    expect(post.readingMinutes).toBe(1);
  });

  it('rejects a bad date, a missing field or a bad file name, naming the file', () => {
    expect(() => parsePost('x.md', valid.replace('2026-05-04', '4 May 2026'))).toThrow(/x.md.*date/);
    expect(() => parsePost('y.md', valid.replace(/^summary:.*$/m, ''))).toThrow(/y.md.*summary/);
    expect(() => parsePost('Bad Name.md', valid)).toThrow(/slug/);
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
  });

  // (That each cover exists is checked with every other picture, in src/content/images.test.ts.)
  it('lists the repository posts newest first', () => {
    const posts = getAllPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
