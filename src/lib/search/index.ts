import { portfolio, portfolioCategories } from '@/content/portfolio';
import { services } from '@/content/services';
import { team } from '@/content/team';
import { getAllPosts } from '@/lib/blog/posts';
import { packageAnchor, packagePrice } from '@/lib/pricing/packages';
import { siteRoutes } from '@/lib/seo/routes';
import { searchGroups } from './match';
import type { SearchEntry, SearchGroup } from './types';

/** What people type when they look for a price. */
const PRICE_WORDS = ['package', 'price', 'pricing', 'cost', 'rates', 'rupees', 'PKR'];

/**
 * The site search index, built from the content at build time (server only: the posts are
 * read from disk). Served to the header box as /search-index.json and used by /search.
 */
export function buildSearchIndex(): SearchEntry[] {
  const serviceEntries: SearchEntry[] = services.map((service) => ({
    title: service.title,
    summary: service.summary,
    keywords: [service.cardTitle, ...service.keywords],
    url: `/services/${service.slug}`,
    kind: 'Service',
  }));

  // Each package by its price, found by its service's words and the words people use for prices.
  const packageEntries: SearchEntry[] = services.flatMap((service) =>
    service.packages.map((item) => ({
      title: `${service.title}: ${item.name}`,
      summary: `${packagePrice('en', item)}. ${item.summary}`,
      keywords: [service.cardTitle, item.name, ...PRICE_WORDS],
      url: `/pricing#${packageAnchor(service, item)}`,
      kind: 'Package' as const,
    })),
  );

  const projectEntries: SearchEntry[] = portfolio.map((item) => ({
    title: item.title,
    summary: item.summary,
    keywords: [
      portfolioCategories[item.category].label,
      item.client,
      item.industry,
      item.city,
      ...item.tools,
    ],
    url: item.href,
    kind: 'Project',
  }));

  const teamEntries: SearchEntry[] = team.map((member) => ({
    title: member.name,
    summary: member.role,
    keywords: [],
    url: `/our-team#${member.slug}`,
    kind: 'Team',
  }));

  // Service pages and posts have their own entries; pages kept out of search results stay out.
  const pageEntries: SearchEntry[] = siteRoutes
    .filter(
      (route) =>
        route.indexable &&
        !['/services/', '/blog/', '/portfolio/'].some((prefix) => route.path.startsWith(prefix)),
    )
    .map((route) => ({
      title: route.title,
      summary: route.description,
      keywords: [],
      url: route.path,
      kind: 'Page',
    }));

  const postEntries: SearchEntry[] = getAllPosts().map((post) => ({
    title: post.title,
    summary: post.summary,
    keywords: post.tags,
    url: `/blog/${post.slug}`,
    kind: 'Post',
  }));

  return [
    ...serviceEntries,
    ...packageEntries,
    ...projectEntries,
    ...postEntries,
    ...pageEntries,
    ...teamEntries,
  ];
}

let cache: SearchEntry[] | undefined;

/** The index, built once per process. */
export function getSearchIndex(): SearchEntry[] {
  cache ??= buildSearchIndex();
  return cache;
}

/** What /search shows for a normalised query: every match, grouped by kind; none for no query. */
export function searchSite(query: string): SearchGroup[] {
  return query ? searchGroups(query, getSearchIndex()) : [];
}
