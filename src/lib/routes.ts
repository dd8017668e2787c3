import { pages } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import type { PageCopy } from '@/content/types';
import { getAllPosts } from '@/lib/blog';

export interface SiteRoute extends PageCopy {
  path: string;
  /** Listed in the sitemap. */
  indexable: boolean;
}

/** Every page the site prerenders, with its title and description. */
export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', ...pages.home, indexable: true },
  { path: '/about-us', ...pages.aboutUs, indexable: true },
  { path: '/services', ...pages.services, indexable: true },
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    title: service.title,
    description: service.metaDescription,
    indexable: true,
  })),
  { path: '/portfolio', ...pages.portfolio, indexable: true },
  ...portfolio.map((item) => ({
    path: item.href,
    title: item.title,
    description: item.metaDescription,
    indexable: true,
  })),
  { path: '/our-team', ...pages.ourTeam, indexable: true },
  { path: '/contact-us', ...pages.contactUs, indexable: true },
  { path: '/privacy', ...pages.privacy, indexable: true },
  { path: '/blog', ...pages.blog, indexable: true },
  ...getAllPosts().map((post) => ({
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.summary,
    indexable: true,
  })),
  { path: '/dark/home-modern-agency', ...pages.modernHome, indexable: true },
  { path: '/dark/page-error404', ...pages.notFound, indexable: false },
];
