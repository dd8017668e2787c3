import { describe, expect, it } from 'vitest';
import {
  POSTS_PER_PAGE,
  adjacentPosts,
  blogPagePath,
  formatPostDate,
  pageCount,
  paginate,
  pagedParams,
  parsePageParam,
} from './paging';

const posts = Array.from({ length: 23 }, (_, index) => ({ slug: `post-${index + 1}` }));

describe('blog paging', () => {
  it('shows ten posts a page', () => {
    expect(POSTS_PER_PAGE).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(4)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it('puts page 1 at /blog and the rest under /blog/page/', () => {
    expect(blogPagePath(1)).toBe('/blog');
    expect(blogPagePath(2)).toBe('/blog/page/2');
  });

  it('slices pages and links to their neighbours', () => {
    const first = paginate(posts, 1);
    expect(first?.items.map((post) => post.slug)).toEqual(posts.slice(0, 10).map((post) => post.slug));
    expect(first).toMatchObject({ page: 1, pageCount: 3, previousPath: undefined, nextPath: '/blog/page/2' });
    const last = paginate(posts, 3);
    expect(last?.items.map((post) => post.slug)).toEqual(['post-21', 'post-22', 'post-23']);
    expect(last).toMatchObject({ previousPath: '/blog/page/2', nextPath: undefined });
    expect(paginate(posts, 2)).toMatchObject({ previousPath: '/blog', nextPath: '/blog/page/3' });
  });

  it('has no page outside the range', () => {
    expect(paginate(posts, 0)).toBeUndefined();
    expect(paginate(posts, 4)).toBeUndefined();
    expect(paginate(posts, 1.5)).toBeUndefined();
    expect(paginate([], 1)).toMatchObject({ items: [], pageCount: 1 });
  });

  it('prerenders pages 2 and up only', () => {
    expect(pagedParams(4)).toEqual([]);
    expect(pagedParams(10)).toEqual([]);
    expect(pagedParams(23)).toEqual([{ page: '2' }, { page: '3' }]);
  });

  it('reads only canonical page numbers', () => {
    expect(parsePageParam('2')).toBe(2);
    for (const bad of ['0', '02', '2.0', '-1', 'two', '', '1e3', '9999999']) {
      expect(parsePageParam(bad), bad).toBeUndefined();
    }
  });
});

describe('adjacentPosts', () => {
  const newestFirst = [{ slug: 'c' }, { slug: 'b' }, { slug: 'a' }];
  it('links the older post as previous and the newer as next', () => {
    expect(adjacentPosts(newestFirst, 'b')).toEqual({ previous: { slug: 'a' }, next: { slug: 'c' } });
    expect(adjacentPosts(newestFirst, 'c')).toEqual({ previous: { slug: 'b' }, next: undefined });
    expect(adjacentPosts(newestFirst, 'a')).toEqual({ previous: undefined, next: { slug: 'b' } });
    expect(adjacentPosts(newestFirst, 'x')).toEqual({});
  });
});

describe('formatPostDate', () => {
  it('formats calendar dates in UTC', () => {
    expect(formatPostDate('2026-06-16')).toMatch(/^16 Jun 2026$/);
    expect(formatPostDate('2026-01-01')).toMatch(/^1 Jan 2026$/);
  });
});
