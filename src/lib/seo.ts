import type { Metadata, Viewport } from 'next';
import { absoluteUrl } from '@/env';
import { siteConfig } from '@/content/site';
import { findRoute } from './routes';
import { SHARE_CARD_SIZE, SHARE_CARD_TYPE, shareCardUrl } from './share-cards';

export interface MetadataInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Site path of the page, e.g. `/about-us`. Becomes the canonical URL. */
  path: string;
  /** Keep the page out of search results (error pages). */
  noIndex?: boolean;
  /** Open Graph type; articles for blog posts. */
  type?: 'website' | 'article';
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
}: MetadataInput): Metadata {
  const url = absoluteUrl(path);
  const fullTitle = `${title} | ${siteConfig.name}`;
  const card = shareCardImages(path);
  return {
    // Absolute, because the root layout's title template does not reach the home page.
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      type,
      ...card,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      ...card,
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The browser chrome's colours on every public page (the site's layout and the global 404). */
export const siteViewport: Viewport = {
  themeColor: '#0b0b0f',
  colorScheme: 'dark',
};
