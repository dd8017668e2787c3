/**
 * The pages that can have a version in another language, in one table. Each row names the English
 * page's path, the copy it reads (a singleton of ./pages.ts or ./listing-pages.ts, translated in the
 * file at the same path under `content/<locale>/`), the key of its title and description in the
 * page titles file (content/pages/meta.yaml), and the sections it shows.
 *
 * The table makes the translated copy's models (and so the admin's group for each language), the
 * translated routes and their metadata, the hreflang alternates, the sitemap and the language
 * switch. A page is translated by a row here and its copy's file in the language's folder; a page
 * whose sections do not take a language yet needs them first (src/components/sections/page-sections.ts).
 *
 * The service pages (/services/<slug>) are translated per entry of the services collection: each
 * exists in a language when its file does (src/lib/i18n/routes.ts).
 */
import type { listingPages } from './listing-pages';
import type { pages } from './pages';

/** The singletons a page's own copy can be. */
export type PageCopyModels = typeof pages & typeof listingPages;
import type { siteWidePages } from './site-wide';

/** The sets of sections that draw a whole page in any language. */
export const pageSectionSets = ['home', 'about', 'services', 'pricing', 'contact', 'privacy'] as const;
export type PageSectionSet = (typeof pageSectionSets)[number];

export type TranslatablePage = {
  /** The English page's path; the translation's is the same under the language's prefix. */
  path: `/${string}`;
  copy: keyof PageCopyModels;
  meta: keyof (typeof siteWidePages)['meta']['fields'];
} & (
  | { sections: PageSectionSet }
  | {
      /**
       * Rendered per request by routes of its own in each language (it reads the database), so the
       * translated pages' prerendering catch-all (src/app/(ur)/ur/[[...page]]) leaves it out.
       */
      perRequest: true;
    }
);

export const translatablePages = [
  { path: '/', copy: 'home', meta: 'home', sections: 'home' },
  { path: '/about-us', copy: 'about', meta: 'aboutUs', sections: 'about' },
  { path: '/services', copy: 'servicesPage', meta: 'services', sections: 'services' },
  { path: '/pricing', copy: 'pricing', meta: 'pricing', sections: 'pricing' },
  { path: '/contact-us', copy: 'contact', meta: 'contactUs', sections: 'contact' },
  { path: '/privacy', copy: 'privacy', meta: 'privacy', sections: 'privacy' },
  { path: '/book', copy: 'book', meta: 'book', perRequest: true },
] as const satisfies readonly TranslatablePage[];

/** The copy of the pages that can be translated, by the name of its model. */
export type TranslatablePageCopy = (typeof translatablePages)[number]['copy'];

/** The row of a page the translated pages' catch-all prerenders: one drawn by a set of sections. */
export type PrerenderedPage = Extract<(typeof translatablePages)[number], { sections: PageSectionSet }>;

export function isPrerendered(page: (typeof translatablePages)[number] | undefined): page is PrerenderedPage {
  return page !== undefined && 'sections' in page;
}

/** The row of the page at the English `path`, if it can be translated. */
export function translatablePage(path: string): (typeof translatablePages)[number] | undefined {
  return translatablePages.find((page) => page.path === path);
}
