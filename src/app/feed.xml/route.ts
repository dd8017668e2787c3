import { blogCopy } from '@/content/search-blog';
import { pages } from '@/content/pages';
import { siteConfig } from '@/content/site';
import { absoluteUrl } from '@/env';
import { getAllPosts } from '@/lib/blog/posts';
import { FEED_PATH, buildRssFeed } from '@/lib/blog/rss';

/** The blog's RSS 2.0 feed, written once at build time. */
export const dynamic = 'force-static';

export function GET() {
  const xml = buildRssFeed({
    title: blogCopy.feed.title,
    link: absoluteUrl('/blog'),
    description: pages.blog.description,
    language: siteConfig.locale.replace('_', '-'),
    feedUrl: absoluteUrl(FEED_PATH),
    items: getAllPosts().map((post) => ({
      title: post.title,
      url: absoluteUrl(`/blog/${post.slug}`),
      date: post.date,
      summary: post.summary,
      tags: post.tags,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
