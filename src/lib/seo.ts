import type { Metadata, Viewport } from 'next';
import { absoluteUrl } from '@/env';
import { siteConfig } from '@/content/site';

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
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The browser chrome's colours on every public page (the site's layout and the global 404). */
export const siteViewport: Viewport = {
  themeColor: '#0b0b0f',
  colorScheme: 'dark',
};
