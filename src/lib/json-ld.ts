import type {
  BlogPosting,
  BreadcrumbList,
  ProfessionalService,
  SearchAction,
  Service as ServiceSchema,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from '@/env';
import { siteConfig } from '@/content/site';
import type { NavLink, Service } from '@/content/types';
import type { PostSummary } from '@/lib/blog';

const organizationId = () => `${absoluteUrl('/')}#organization`;

export function professionalServiceJsonLd(): WithContext<ProfessionalService> {
  const { address, geo, phone, socials } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: siteConfig.name,
    description: siteConfig.description,
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

export function websiteJsonLd(): WithContext<WebSite> {
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
    // Lets search engines offer a search box that lands on the site's own /search page.
    potentialAction: search,
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
    image: absoluteUrl(post.cover),
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

export function serviceJsonLd(service: Service): WithContext<ServiceSchema> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: absoluteUrl(`/services/${service.slug}`),
    image: absoluteUrl(service.image.src),
    provider: { '@id': organizationId() },
    areaServed: { '@type': 'City', name: siteConfig.address.city },
  };
}

/** Serialises JSON-LD for a `<script>` element; `<` is escaped so no text can end the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
