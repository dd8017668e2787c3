/** Paging, neighbours and dates of the blog list and post pages; pure, so it is unit-tested. */

export const POSTS_PER_PAGE = 10;

/** Path of page `page` of the blog list: page 1 is /blog itself. */
export function blogPagePath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}

export function pageCount(total: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export interface BlogPage<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** Newer posts (lower page number), if any. */
  previousPath?: string;
  /** Older posts, if any. */
  nextPath?: string;
}

/** One page of the list (1-based), or undefined when the page does not exist. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage = POSTS_PER_PAGE,
): BlogPage<T> | undefined {
  const count = pageCount(items.length, perPage);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    pageCount: count,
    previousPath: page > 1 ? blogPagePath(page - 1) : undefined,
    nextPath: page < count ? blogPagePath(page + 1) : undefined,
  };
}

/** Route params of /blog/page/[page]: pages 2 and up (page 1 is /blog). */
export function pagedParams(total: number, perPage = POSTS_PER_PAGE): { page: string }[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) => ({ page: String(index + 2) }));
}

/** Reads a `[page]` segment: only canonical positive integers ('2', not '02' or '2.0'). */
export function parsePageParam(value: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

/**
 * The posts around one post in a newest-first list: `previous` is the older post (published
 * before it), `next` the newer one.
 */
export function adjacentPosts<T extends { slug: string }>(
  newestFirst: readonly T[],
  slug: string,
): { previous?: T; next?: T } {
  const index = newestFirst.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { previous: newestFirst[index + 1], next: index > 0 ? newestFirst[index - 1] : undefined };
}

/** 'd MMM yyyy' (e.g. 30 Sept 2026); post dates are calendar days, so read them in UTC. */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
