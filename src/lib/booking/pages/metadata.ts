/**
 * The booking pages' titles and descriptions, in each language: /book as any listed page, and a
 * booking's own page and its confirm page kept out of search results (their addresses carry a
 * private link).
 */
import type { Metadata } from 'next';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { createMetadata } from '@/lib/seo/metadata';
import { BOOK_PAGE, BOOKED_PAGE, CONFIRM_PAGE } from './paths';

export function bookMetadata(locale: Locale): Metadata {
  return createMetadata({ ...copyOf(locale, 'meta').book, path: BOOK_PAGE, locale });
}

export function bookedMetadata(locale: Locale): Metadata {
  const { description } = copyOf(locale, 'meta').book;
  const { title } = copyOf(locale, 'book').confirmed;
  return {
    ...createMetadata({ title, description, path: BOOKED_PAGE, locale, noIndex: true }),
    robots: { index: false, follow: false },
  };
}

export function confirmMetadata(locale: Locale): Metadata {
  const { description } = copyOf(locale, 'meta').book;
  const { title } = copyOf(locale, 'book').pending;
  return {
    ...createMetadata({ title, description, path: CONFIRM_PAGE, locale, noIndex: true }),
    robots: { index: false, follow: false },
  };
}
