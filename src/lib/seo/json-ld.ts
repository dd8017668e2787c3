import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  ProfessionalService,
  SearchAction,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from '@/env';
import { defaultLocale, localePath, type Locale } from '@/content/locales';
import { siteConfig, siteWordsOf } from '@/content/site';
import type { NavLink, PortfolioItem } from '@/content/types';
import type { PostSummary } from '@/lib/blog/posts';
import { pictureUrl } from '@/lib/images/picture';

/** The agency's node, which the other nodes name as provider, seller or creator. */
export const organizationId = () => `${absoluteUrl('/')}#organization`;

export function professionalServiceJsonLd(locale: Locale = defaultLocale): WithContext<ProfessionalService> {
  const { address, geo, phone, socials } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: siteConfig.name,
    description: siteWordsOf(locale).description,
    url: absoluteUrl('/'),
    email: siteConfig.email,
    telephone: phone.e164,
    foundingDate: String(siteConfig.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    areaServed: ['Lahore', 'Pakistan'],
    openingHours: siteConfig.openingHours,
    sameAs: Object.values(socials),
  };
}

export function websiteJsonLd(locale: Locale = defaultLocale): WithContext<WebSite> {
  // schema-dts has no type for Google's 'query-input' property.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: `${absoluteUrl('/search')}?q={search_term_string}`,
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: absoluteUrl('/'),
    publisher: { '@id': organizationId() },
    inLanguage: locale,
    // Lets search engines offer a search box that lands on the site's own /search page.
    potentialAction: search,
  };
}

export interface WebPageInput {
  locale: Locale;
  /** The English page's path; the page's own address is its version in `locale`. */
  path: string;
  title: string;
  description: string;
}

/** A page that exists in more than one language, with the language it is written in. */
export function webPageJsonLd({ locale, path, title, description }: WebPageInput): WithContext<WebPage> {
  const url = absoluteUrl(localePath(locale, path));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: title,
    description,
    inLanguage: locale,
    isPartOf: { '@type': 'WebSite', url: absoluteUrl('/') },
    publisher: { '@id': organizationId() },
  };
}

/** One blog post; the agency is author and publisher. */
export function blogPostingJsonLd(post: PostSummary): WithContext<BlogPosting> {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: post.date,
    author: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: siteConfig.name,
      url: absoluteUrl('/'),
    },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(),
      name: siteConfig.name,
      url: absoluteUrl('/'),
    },
    image: absoluteUrl(pictureUrl(post.coverImage)),
    keywords: post.tags.join(', '),
    timeRequired: `PT${post.readingMinutes}M`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'en',
  };
}

/** Breadcrumb trail; the last crumb is the current page. */
export function breadcrumbJsonLd(crumbs: readonly NavLink[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/** A case study: the agency's work, made for the client (an Organization in the project's city). */
export function caseStudyJsonLd(
  item: PortfolioItem,
  serviceNames: readonly string[],
): WithContext<CreativeWork> {
  const url = absoluteUrl(item.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: item.title,
    headline: item.title,
    description: item.metaDescription,
    abstract: item.overview,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [item.image, ...item.gallery].map((picture) => absoluteUrl(picture.src)),
    dateCreated: String(item.year),
    creator: { '@id': organizationId() },
    // The organisation the agency worked for.
    sourceOrganization: {
      '@type': 'Organization',
      name: item.client,
      address: {
        '@type': 'PostalAddress',
        addressLocality: item.city,
        addressCountry: siteConfig.address.countryCode,
      },
    },
    about: serviceNames.map((name) => ({ '@type': 'Thing', name })),
    keywords: [item.industry, ...item.tools].join(', '),
    ...(item.liveUrl ? { sameAs: item.liveUrl } : {}),
    inLanguage: 'en',
  };
}

/** Serialises JSON-LD for a `<script>` element; `<` is escaped so no text can end the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
