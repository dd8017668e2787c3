import type { ComponentType } from 'react';
import type { Locale } from '@/content/locales';
import type { PageSectionSet } from '@/content/schema/translatable-pages';
import { AboutPageSections } from './about-page-sections';
import { ContactPageSections } from './contact-page-sections';
import { HomePageSections } from './home-page-sections';
import { PricingPageSections } from './pricing-page-sections';
import { PrivacySections } from './privacy-sections';
import { ServicesPageSections } from './services-page-sections';

/**
 * The sections that draw a whole page in the language they are given, by the name the table of
 * translatable pages (src/content/schema/translatable-pages.ts) uses for them.
 */
export const pageSections: Readonly<Record<PageSectionSet, ComponentType<{ locale: Locale }>>> = {
  home: HomePageSections,
  about: AboutPageSections,
  services: ServicesPageSections,
  pricing: PricingPageSections,
  contact: ContactPageSections,
  privacy: PrivacySections,
};
