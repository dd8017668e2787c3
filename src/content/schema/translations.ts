/**
 * The content a language other than English has: the same fields as the English file, each file
 * at the English file's path under `content/<locale>/`.
 */
import { localeInfo, type Locale } from '../locales';
import { collections } from './collections';
import { CONTENT_DIR, singleton, type SingletonModel } from './kit';
import { pages } from './pages';
import { settings } from './settings';
import { siteWidePages } from './site-wide';
import { translatablePages, type PageCopyModels, type TranslatablePageCopy } from './translatable-pages';
import { listingPages } from './listing-pages';

/**
 * The words among the site settings: the rest (addresses, numbers, links) are facts that every
 * language shares, so a translation holds only these.
 */
export const siteWords = singleton({
  label: 'Site settings: words',
  path: settings.site.path,
  fields: {
    description: settings.site.fields.description,
    figures: settings.site.fields.figures,
    aboutSkills: settings.site.fields.aboutSkills,
  },
});

/** A model's translation into `locale`: the same fields, its files in the language's own folder. */
function inLocale<M extends { label: string; path: string }>(model: M, locale: Exclude<Locale, 'en'>): M {
  return {
    ...model,
    label: `${model.label} (${localeInfo[locale].name})`,
    path: `${CONTENT_DIR}/${locale}${model.path.slice(CONTENT_DIR.length)}`,
  };
}

/** The copy of the translatable pages (./translatable-pages), by the name of its model. */
export function pageCopyModels(translate: <M extends SingletonModel>(model: M) => M): {
  [K in TranslatablePageCopy]: PageCopyModels[K];
} {
  return Object.fromEntries(
    translatablePages.map(({ copy }) => [copy, translate({ ...pages, ...listingPages }[copy])]),
  ) as {
    [K in TranslatablePageCopy]: PageCopyModels[K];
  };
}

function translationModels(locale: Exclude<Locale, 'en'>) {
  return {
    singletons: {
      ...pageCopyModels((model) => inLocale(model, locale)),
      meta: inLocale(siteWidePages.meta, locale),
      contact: inLocale(pages.contact, locale),
      notFound: inLocale(siteWidePages.notFound, locale),
      common: inLocale(siteWidePages.common, locale),
      footer: inLocale(siteWidePages.footer, locale),
      search: inLocale(siteWidePages.search, locale),
      navigation: inLocale(settings.navigation, locale),
      visuals: inLocale(settings.visuals, locale),
      site: inLocale(siteWords, locale),
    },
    collections: { services: inLocale(collections.services, locale) },
  };
}

export const translations = { ur: translationModels('ur') } satisfies Record<Exclude<Locale, 'en'>, unknown>;
export type TranslationModels = ReturnType<typeof translationModels>;
