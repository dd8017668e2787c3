import type { Metadata, Viewport } from 'next';
import { absoluteUrl } from '@/env';
import { blogCopy } from '@/content/search-blog';
import { siteConfig } from '@/content/site';
import type { PostSummary } from './blog';
import { findRoute } from './routes';
import { withFeedLink } from './rss';
import { SHARE_CARD_SIZE, SHARE_CARD_TYPE, shareCardUrl } from './share-cards';

export interface MetadataInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Site path of the page, e.g. `/about-us`. Becomes the canonical URL. */
  path: string;
  /** Keep the page out of search results (error pages). */
  noIndex?: boolean;
  /** Open Graph type; articles for blog posts and case studies. */
  type?: 'website' | 'article';
  /** An article's dates and tags (blog posts). */
  article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  /** Links the blog's RSS feed from the head (the blog's pages). */
  feed?: boolean;
}

/** The page's share card for Open Graph and Twitter, when the page at `path` has one (lib/routes). */
function shareCardImages(path: string) {
  const card = findRoute(path)?.card;
  if (!card) return {};
  const image = { url: shareCardUrl(path, card), ...SHARE_CARD_SIZE, alt: card.alt, type: SHARE_CARD_TYPE };
  return { images: [image] };
}

/** Title, description, canonical, Open Graph and Twitter card for one page. */
export function createMetadata({
  title,
  description,
  path,
  noIndex,
  type = 'website',
  article,
  feed,
}: MetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = `${title} | ${siteConfig.name}`;
  const card = shareCardImages(path);
  const openGraph = {
    title: fullTitle,
    description,
    url,
    siteName: siteConfig.name,
    locale: siteConfig.locale,
    ...card,
  };
  const metadata: Metadata = {
    // Absolute, because the root layout's title template does not reach the home page.
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: type === 'article' ? { ...openGraph, type, ...article } : { ...openGraph, type },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      ...card,
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
  return feed ? withFeedLink(metadata, blogCopy.feed.linkTitle) : metadata;
}

/** A blog post's metadata: an Open Graph article with its date and tags, and the feed link. */
export function postMetadata(post: PostSummary): Metadata {
  return createMetadata({
    title: post.title,
    description: post.summary,
    path: `/blog/${post.slug}`,
    type: 'article',
    article: { publishedTime: post.date, modifiedTime: post.date, tags: post.tags },
    feed: true,
  });
}

/** The browser chrome's colours on every public page (the site's layout and the global 404). */
export const siteViewport: Viewport = {
  themeColor: '#0b0b0f',
  colorScheme: 'dark',
};
