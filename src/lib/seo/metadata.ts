import type { Metadata, Viewport } from 'next';
import { absoluteUrl, env } from '@/env';
import { copyOf } from '@/content/localized';
import { blogCopy } from '@/content/search-blog';
import { defaultLocale, localeInfo, localePath, type Locale } from '@/content/locales';
import { siteConfig, siteWordsOf } from '@/content/site';
import type { PostSummary } from '../blog/posts';
import { pageLanguages } from '../i18n/routes';
import { findRoute } from './routes';
import { withFeedLink } from '../blog/rss';
import { SHARE_CARD_SIZE, SHARE_CARD_TYPE, shareCardUrl } from './share-cards';

export interface MetadataInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /**
   * Site path of the page's English version, e.g. `/about-us`. With `locale`, it becomes the
   * canonical URL (`/ur/about-us` in Urdu).
   */
  path: string;
  /** The page's language; English unless said. */
  locale?: Locale;
  /** Keep the page out of search results (error pages). */
  noIndex?: boolean;
  /** Open Graph type; articles for blog posts and case studies. */
  type?: 'website' | 'article';
  /** An article's dates and tags (blog posts). */
  article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  /** Links the blog's RSS feed from the head (the blog's pages). */
  feed?: boolean;
}

/** The page's share card for Open Graph and Twitter, when the page at `path` has one (lib/seo/routes). */
function shareCardImages(path: string) {
  const card = findRoute(path)?.card;
  if (!card) return {};
  const image = { url: shareCardUrl(path, card), ...SHARE_CARD_SIZE, alt: card.alt, type: SHARE_CARD_TYPE };
  return { images: [image] };
}

/** Open Graph's name of a language: the site settings' for English, `ur_PK` for Urdu. */
function ogLocale(locale: Locale): string {
  return locale === defaultLocale ? siteConfig.locale : localeInfo[locale].ogLocale;
}

/**
 * The page's versions in every language it exists in, for `hreflang` links, with English as the
 * version for everyone else (`x-default`); none for a page in one language only.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  const versions = Object.entries(pageLanguages(path));
  if (versions.length < 2) return undefined;
  return {
    ...Object.fromEntries(versions.map(([locale, address]) => [locale, absoluteUrl(address)])),
    'x-default': absoluteUrl(path),
  };
}

/**
 * Title, description, canonical, Open Graph and Twitter card for one page; a page that exists in
 * more than one language also names its other versions.
 */
export function createMetadata({
  title,
  description,
  path,
  locale = defaultLocale,
  noIndex,
  type = 'website',
  article,
  feed,
}: MetadataInput): Metadata {
  const url = absoluteUrl(localePath(locale, path));
  const fullTitle = `${title} | ${siteConfig.name}`;
  // A translated page shares its English page's card.
  const card = shareCardImages(path);
  const languages = languageAlternates(path);
  const alternateLocales = Object.keys(languages ?? {}).filter(
    (other): other is Locale => other !== locale && other in localeInfo,
  );
  const openGraph = {
    title: fullTitle,
    description,
    url,
    siteName: siteConfig.name,
    locale: ogLocale(locale),
    ...(alternateLocales.length ? { alternateLocale: alternateLocales.map(ogLocale) } : {}),
    ...card,
  };
  const metadata: Metadata = {
    // Absolute, because the root layout's title template does not reach the home page.
    title: { absolute: fullTitle },
    description,
    alternates: languages ? { canonical: url, languages } : { canonical: url },
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

/** The root layout's metadata in `locale`: the origin, the title template, the default description. */
export function siteMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(env.siteUrl),
    title: {
      default: `${copyOf(locale, 'meta').home.title} | ${siteConfig.name}`,
      template: `%s | ${siteConfig.name}`,
    },
    description: siteWordsOf(locale).description,
    applicationName: siteConfig.name,
    formatDetection: { telephone: false, address: false, email: false },
  };
}

/**
 * The contact page rendered with values from its query (`…/contact-us/retry`): the contact page's
 * metadata, kept out of search results.
 */
export function contactRetryMetadata(locale: Locale): Metadata {
  return {
    ...createMetadata({ ...copyOf(locale, 'meta').contactUs, path: '/contact-us', locale }),
    robots: { index: false },
  };
}

/** The confirmation page of a message sent without JavaScript: per request, never indexed. */
export function confirmMetadata(locale: Locale): Metadata {
  const { heading, text } = copyOf(locale, 'contact').confirm;
  return {
    ...createMetadata({ title: heading, description: text, path: '/contact-us/confirm', locale }),
    robots: { index: false },
  };
}

/** The browser chrome's colours on every public page (the site's layout and the global 404). */
export const siteViewport: Viewport = {
  themeColor: '#0b0b0f',
  colorScheme: 'dark',
};
