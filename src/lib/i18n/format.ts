import { localeInfo, type Locale } from '@/content/locales';

/** A content date (YYYY-MM-DD) as the page's language writes it: 23 Nov 2026, 23 نومبر، 2026. */
export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));
}

/** A number as the page's language writes it (Urdu pages keep the digits 0–9, with the same separators). */
export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(localeInfo[locale].intl).format(value);
}
