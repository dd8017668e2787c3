import { pages } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import type { PageCopy } from '@/content/types';
import { getAllPosts } from '@/lib/blog';
import {
  caseStudyCard,
  pageCard,
  postCard,
  serviceCard,
  type PageCardKey,
  type ShareCard,
} from './share-cards';

export interface SiteRoute extends PageCopy {
  path: string;
  /** Listed in the sitemap. */
  indexable: boolean;
  /** Its Open Graph and Twitter card. */
  card: ShareCard;
}

/** A page with its own title, description and card under `key` in the content. */
const page = (path: string, key: PageCardKey, indexable = true): SiteRoute => ({
  path,
  ...pages[key],
  indexable,
  card: pageCard(key),
});

/** Every page the site prerenders, with its title, description and share card. */
export const siteRoutes: readonly SiteRoute[] = [
  page('/', 'home'),
  page('/about-us', 'aboutUs'),
  page('/services', 'services'),
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    title: service.title,
    description: service.metaDescription,
    indexable: true,
    card: serviceCard(service),
  })),
  page('/portfolio', 'portfolio'),
  ...portfolio.map((item) => ({
    path: item.href,
    title: item.title,
    description: item.metaDescription,
    indexable: true,
    card: caseStudyCard(item),
  })),
  page('/our-team', 'ourTeam'),
  page('/contact-us', 'contactUs'),
  page('/privacy', 'privacy'),
  page('/blog', 'blog'),
  ...getAllPosts().map((post) => ({
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.summary,
    indexable: true,
    card: postCard(post),
  })),
  page('/dark/home-modern-agency', 'modernHome'),
  page('/dark/page-error404', 'notFound', false),
];

/** The route at `path`, if the site has one. */
export function findRoute(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}
