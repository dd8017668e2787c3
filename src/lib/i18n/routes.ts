/**
 * Which pages exist in which language, and where a link from a page in one language goes. The
 * English pages keep their addresses; a translated page lives under the language's prefix
 * (`/ur/about-us`) and exists only when its copy does (src/content/localized.ts).
 */
import { hasCopy, hasShell } from '@/content/localized';
import { defaultLocale, localePath, locales, type Locale } from '@/content/locales';
import { translatablePage, translatablePages } from '@/content/schema/translatable-pages';
import { services, servicesOf } from '@/content/services';

const SERVICE_PAGE = /^\/services\/([^/]+)$/;

/** True when the page at the English `path` is built in `locale` (every English page is). */
export function hasPage(locale: Locale, path: string): boolean {
  if (locale === defaultLocale) return true;
  if (!hasShell(locale)) return false;
  const page = translatablePage(path);
  if (page) return hasCopy(locale, page.copy);
  const slug = SERVICE_PAGE.exec(path)?.[1];
  return (
    slug !== undefined &&
    hasCopy(locale, 'servicesPage') &&
    servicesOf(locale).some((service) => service.slug === slug)
  );
}

/** The English paths of the pages that can have a translation, in the sitemap's order. */
const translatablePaths = [
  ...translatablePages.map((page) => page.path),
  ...services.map((service) => `/services/${service.slug}`),
];

/** The English paths of every page built in `locale` besides English. */
export function translatedPaths(locale: Exclude<Locale, typeof defaultLocale>): string[] {
  return translatablePaths.filter((path) => hasPage(locale, path));
}

/** The page at the English `path` in every language it exists in: `{ en: '/about-us', ur: '/ur/about-us' }`. */
export function pageLanguages(path: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.filter((locale) => hasPage(locale, path)).map((locale) => [locale, localePath(locale, path)]),
  );
}

/**
 * Each page that has a translation, by address, with the address of its other-language page: what
 * the language switch links to.
 */
export function languagePairs(): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    for (const path of translatedPaths(locale)) {
      const translated = localePath(locale, path);
      pairs[path] = translated;
      pairs[translated] = path;
    }
  }
  return pairs;
}

export interface LocaleLink {
  href: string;
  /** The language of the page linked to, when it is not the page's own. */
  hrefLang?: Locale;
}

/**
 * A link from a page in `locale` to the page at the English `path` (an address outside the site
 * stays as it is): the same language's page where it exists, else the English page, marked as
 * English. English pages link as they always have.
 */
export function linkTo(locale: Locale, path: string): LocaleLink {
  if (locale === defaultLocale) return { href: path };
  const end = path.search(/[?#]/);
  const pathname = end < 0 ? path : path.slice(0, end);
  if (pathname.startsWith('/') && hasPage(locale, pathname)) {
    return { href: `${localePath(locale, pathname)}${path.slice(pathname.length)}` };
  }
  return { href: path, hrefLang: defaultLocale };
}
