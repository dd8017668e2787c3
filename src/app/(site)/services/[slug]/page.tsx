import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { notFound } from 'next/navigation';
import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { ServiceDescriptionSection } from '@/components/sections/service-description-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { Icon } from '@/components/ui/icon';
import { buttonClasses } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { aboutCopy, pages, servicesCopy } from '@/content/pages';
import { getService, services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { testimonials } from '@/content/testimonials';
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
        <div className="flex flex-col gap-8 lg:items-end">
          <a
            href={siteConfig.profilePdf}
            className={buttonClasses({ variant: 'outline', className: 'self-start lg:self-end' })}
          >
            <Icon name="download" />
            {servicesCopy.downloadPdf}
          </a>
          <Img
            src={service.image.src}
            alt={service.image.alt}
            width={service.image.width}
            height={service.image.height}
            preload
            preloadMedia="(min-width: 1024px)"
            className="hidden h-auto w-full rounded-card border border-ink-800 bg-ink-900 lg:block"
          />
        </div>
      </PageHeader>
      <ServiceDescriptionSection service={service} />
      <ProcessSection process={service.process} />
      {service.closing === 'testimonials' ? (
        <TestimonialsSection
          id="service-testimonials-heading"
          eyebrow={aboutCopy.testimonials.eyebrow}
          heading={aboutCopy.testimonials.heading}
          testimonials={testimonials.slice(0, 2)}
          stars
        />
      ) : (
        <ContactCtaSection />
      )}
      <JsonLd data={serviceJsonLd(service)} />
    </>
  );
}
