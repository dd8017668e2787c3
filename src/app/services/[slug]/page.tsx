import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, servicesCopy } from '@/content/pages';
import { getService, services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { serviceJsonLd } from '@/lib/json-ld';
import { createMetadata } from '@/lib/seo';

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
  return (
    <>
      <PageHeader
        title={service.title}
        crumbs={crumbsFor(
          { label: pages.services.title, href: '/services' },
          { label: service.title, href: `/services/${service.slug}` },
        )}
        intro={service.summary}
      >
        <div className="lg:justify-self-end">
          <a
            href={siteConfig.profilePdf}
            className="inline-flex items-center gap-3 rounded-full border border-ink-600 px-6 py-3.5 font-semibold transition-colors hover:border-accent hover:text-accent"
          >
            <Icon name="download" />
            {servicesCopy.downloadPdf}
          </a>
        </div>
      </PageHeader>
      <div className="container-site py-12">
        <Link href="/services" className="text-muted transition-colors hover:text-accent">
          ← {pages.services.title}
        </Link>
      </div>
      <JsonLd data={serviceJsonLd(service)} />
    </>
  );
}
