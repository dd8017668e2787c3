import { serviceSlugs } from '../../content/types';

export interface Redirect {
  source: string;
  destination: string;
  permanent: true;
}

/**
 * Old and alternative spellings of the site's paths. The footer of the original site linked
 * `/about` and `/contact`; the portfolio was also reachable as `/Portfolio`; and people type
 * the mixed-case service slugs in lower case.
 */
export const redirects: readonly Redirect[] = [
  { source: '/about', destination: '/about-us', permanent: true },
  { source: '/contact', destination: '/contact-us', permanent: true },
  { source: '/Portfolio', destination: '/portfolio', permanent: true },
  ...serviceSlugs
    .filter((slug) => slug !== slug.toLowerCase())
    .map((slug) => ({
      source: `/services/${slug.toLowerCase()}`,
      destination: `/services/${slug}`,
      permanent: true as const,
    })),
];
