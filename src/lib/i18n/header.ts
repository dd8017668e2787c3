import { defaultLocale, isLocale, type Locale } from '@/content/locales';

/** The request header the proxy (src/proxy.ts) names the language of a `/ur/…` address in. */
export const LOCALE_HEADER = 'x-site-locale';

/** The language the proxy found in the address; English when it said nothing. */
export function localeFromHeader(value: string | null): Locale {
  return value && isLocale(value) ? value : defaultLocale;
}
