/**
 * The page copy in each language. English reads `content/…`; another language reads the file at
 * the same path under `content/<locale>/`, with the same fields (src/content/schema/model.ts,
 * `translations`). A translation may be missing: the pages that need it are then not built in
 * that language, and the language switch does not offer them.
 */
import { contentExists, loadSingleton, type SingletonData } from './load';
import { defaultLocale, type Locale } from './locales';
import { singletons, siteWords, translations, type SingletonModel } from './schema/model';
import { pageCopyModels } from './schema/translations';

/** The copy that has a translation, by the name of its English model. */
const englishModels = {
  ...pageCopyModels((model) => model),
  meta: singletons.meta,
  contact: singletons.contact,
  notFound: singletons.notFound,
  common: singletons.common,
  footer: singletons.footer,
  search: singletons.search,
  navigation: singletons.navigation,
  visuals: singletons.visuals,
  site: siteWords,
} satisfies Record<keyof (typeof translations)['ur']['singletons'], unknown>;

export type CopyKey = keyof typeof englishModels;
export type CopyOf<K extends CopyKey> = SingletonData<(typeof englishModels)[K]>;

function modelOf<K extends CopyKey>(locale: Locale, key: K): (typeof englishModels)[K] {
  return locale === defaultLocale ? englishModels[key] : translations[locale].singletons[key];
}

/** True when `locale` has its own file for `key` (English has every one). */
export function hasCopy(locale: Locale, key: CopyKey): boolean {
  return contentExists(modelOf(locale, key), 'singleton');
}

const cache = new Map<string, unknown>();

/**
 * The copy `key` in `locale`, read and checked once per build. The site settings' words in English
 * come from the full settings file, which holds them among the facts.
 */
export function copyOf<K extends CopyKey>(locale: Locale, key: K): CopyOf<K> {
  const id = `${locale}:${key}`;
  if (!cache.has(id)) {
    const model: SingletonModel =
      locale === defaultLocale && key === 'site' ? singletons.site : modelOf(locale, key);
    cache.set(id, loadSingleton(model));
  }
  return cache.get(id) as CopyOf<K>;
}

/**
 * The copy every page of a language needs around its own: the header, menu, search box, footer,
 * forms and titles. Without all of it the language has no pages.
 */
export const shellCopy = [
  'meta',
  'common',
  'footer',
  'search',
  'navigation',
  'site',
  'contact',
  'visuals',
] as const satisfies readonly CopyKey[];

export function hasShell(locale: Locale): boolean {
  return shellCopy.every((key) => hasCopy(locale, key));
}
