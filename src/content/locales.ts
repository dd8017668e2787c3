/**
 * The languages the site is written in. English is the default: its pages keep their addresses;
 * every other language lives under its own prefix (`/ur/...`) and in its own content folder
 * (`content/ur/`), and a page exists in it only when its content file does.
 */
export const locales = ['en', 'ur'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale = 'en' satisfies Locale;

export interface LocaleInfo {
  /** The language's name in itself: the language switch shows it on the other language's pages. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** Where its pages live: '' for the default language, `/ur` for Urdu. */
  prefix: string;
  /**
   * The `Intl` locale its dates and numbers are written with. `ur-PK` writes the digits 0–9 (as
   * the Common Locale Data Repository has it for Pakistan; `ur-IN` would write ۰–۹): see the
   * languages page (docs/languages.md).
   */
  intl: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  // Dates as the English pages have always shown them: 23 Nov 2026.
  en: { name: 'English', dir: 'ltr', ogLocale: 'en_PK', prefix: '', intl: 'en-GB' },
  ur: { name: 'اردو', dir: 'rtl', ogLocale: 'ur_PK', prefix: '/ur', intl: 'ur-PK' },
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** A page's address in `locale`, from its English path: `/about-us` → `/ur/about-us`, `/` → `/ur`. */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = localeInfo[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language and English path of a page's address: `/ur/about-us` → `ur`, `/about-us`. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale];
    if (!prefix) continue;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: defaultLocale, path };
}

/**
 * The `language` a form sends from a page in `locale`: none from the English pages, so their
 * messages stay as they have always been (a message without a language is English).
 */
export function formLanguage(locale: Locale): Locale | undefined {
  return locale === defaultLocale ? undefined : locale;
}

/**
 * The `lang` (and `hreflang`) of content written only in English (testimonials, the team, case
 * studies, search results) on a page in `locale`: none on the English pages themselves.
 */
export function englishOnly(locale: Locale): typeof defaultLocale | undefined {
  return locale === defaultLocale ? undefined : defaultLocale;
}
