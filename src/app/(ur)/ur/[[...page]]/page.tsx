import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { AboutPageSections } from '@/components/sections/about-page-sections';
import { ContactPageSections } from '@/components/sections/contact-page-sections';
import { HomePageSections } from '@/components/sections/home-page-sections';
import { PrivacySections } from '@/components/sections/privacy-sections';
import { ServicesPageSections } from '@/components/sections/services-page-sections';
import type { Locale } from '@/content/locales';
import { translatedRoutes } from '@/lib/seo/routes';
import { createMetadata } from '@/lib/seo/metadata';

/** The English pages that have an Urdu version, by path, with the sections both show. */
const sections: Readonly<Record<string, ComponentType<{ locale: Locale }>>> = {
  '/': HomePageSections,
  '/about-us': AboutPageSections,
  '/services': ServicesPageSections,
  '/contact-us': ContactPageSections,
  '/privacy': PrivacySections,
};

interface UrduPageProps {
  params: Promise<{ page?: string[] }>;
}

/** The Urdu page at /ur/<its English path>, when its copy exists in content/ur (else a 404). */
function urduRoute(page: readonly string[] = []) {
  const englishPath = `/${page.join('/')}`;
  const route = translatedRoutes.find(
    (candidate) => candidate.locale === 'ur' && candidate.englishPath === englishPath,
  );
  const Sections = sections[englishPath];
  return route && Sections ? { route, Sections } : undefined;
}

/** Only the pages written in Urdu are built; any other address is the Urdu 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return translatedRoutes
    .filter((route) => route.locale === 'ur' && route.englishPath in sections)
    .map((route) => ({ page: route.englishPath.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: UrduPageProps): Promise<Metadata> {
  const found = urduRoute((await params).page);
  if (!found) return {};
  const { title, description, englishPath } = found.route;
  return createMetadata({ title, description, path: englishPath, locale: 'ur' });
}

export default async function UrduPage({ params }: UrduPageProps) {
  const found = urduRoute((await params).page);
  if (!found) notFound();
  return <found.Sections locale="ur" />;
}
