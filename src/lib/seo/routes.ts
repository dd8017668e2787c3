import { copyOf } from '@/content/localized';
import { defaultLocale, localePath, locales, type Locale } from '@/content/locales';
import { pages } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { translatablePage } from '@/content/schema/translatable-pages';
import { getService, services } from '@/content/services';
import type { PageCopy } from '@/content/types';
import { getAllPosts } from '@/lib/blog/posts';
import { translatedPaths } from '../i18n/routes';
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

/**
 * Every page the site lists, with its title, description and share card: all prerendered but
 * /book, which is rendered per request (it shows the free times).
 */
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
  page('/pricing', 'pricing'),
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
  page('/book', 'book'),
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

/** A page in a language other than English. */
export interface TranslatedRoute extends SiteRoute {
  locale: Exclude<Locale, typeof defaultLocale>;
  /** The path of its English page, its pair. */
  englishPath: string;
}

function translatedRoute(locale: TranslatedRoute['locale'], englishPath: string): TranslatedRoute {
  const key = translatablePage(englishPath)?.meta;
  const service = getService(englishPath.replace(/^\/services\//, ''), locale);
  const copy = key
    ? copyOf(locale, 'meta')[key]
    : { title: service?.title ?? '', description: service?.metaDescription ?? '' };
  const english = findRoute(englishPath);
  if (!english || !copy.title) throw new Error(`${englishPath}: no page to translate`);
  return {
    ...copy,
    path: localePath(locale, englishPath),
    englishPath,
    locale,
    indexable: true,
    card: english.card,
  };
}

/** Every page the site lists in a language other than English, in the sitemap's order. */
export const translatedRoutes: readonly TranslatedRoute[] = locales
  .filter((locale): locale is TranslatedRoute['locale'] => locale !== defaultLocale)
  .flatMap((locale) => translatedPaths(locale).map((path) => translatedRoute(locale, path)));
