import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePageSections } from '@/components/sections/service-page-sections';
import { getService } from '@/content/services';
import { translatedPaths } from '@/lib/i18n/routes';
import { createMetadata } from '@/lib/seo/metadata';

interface UrduServicePageProps {
  params: Promise<{ slug: string }>;
}

/** Only the services written in Urdu have a page here, under the English slugs; any other is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return translatedPaths('ur')
    .filter((path) => path.startsWith('/services/'))
    .map((path) => ({ slug: path.slice('/services/'.length) }));
}

export async function generateMetadata({ params }: UrduServicePageProps): Promise<Metadata> {
  const service = getService((await params).slug, 'ur');
  if (!service) return {};
  return createMetadata({
    title: service.title,
    description: service.metaDescription,
    path: `/services/${service.slug}`,
    locale: 'ur',
  });
}

export default async function UrduServicePage({ params }: UrduServicePageProps) {
  const service = getService((await params).slug, 'ur');
  if (!service) notFound();
  return <ServicePageSections locale="ur" service={service} />;
}
