import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePageSections } from '@/components/sections/service-page-sections';
import { getService, services } from '@/content/services';
import { createMetadata } from '@/lib/seo/metadata';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

/** Only the nine services exist; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  return createMetadata({
    title: service.title,
    description: service.metaDescription,
    path: `/services/${service.slug}`,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getService((await params).slug);
  if (!service) notFound();
  return <ServicePageSections locale="en" service={service} />;
}
