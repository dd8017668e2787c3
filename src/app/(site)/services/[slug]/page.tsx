import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { ProcessSection } from '@/components/sections/process-section';
import { ServiceDescriptionSection } from '@/components/sections/service-description-section';
import { ServiceHeaderSection } from '@/components/sections/service-header-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { JsonLd } from '@/components/ui/json-ld';
import { aboutCopy } from '@/content/pages';
import { getService, services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { featuredTestimonials } from '@/content/testimonials';
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
      <ServiceHeaderSection service={service} whatsapp={siteConfig.whatsapp} />
      <ServiceDescriptionSection service={service} />
      <ProcessSection process={service.process} />
      {service.closing === 'testimonials' ? (
        <TestimonialsSection
          id="service-testimonials-heading"
          eyebrow={aboutCopy.testimonials.eyebrow}
          heading={aboutCopy.testimonials.heading}
          testimonials={featuredTestimonials}
          stars
        />
      ) : (
        <ContactCtaSection />
      )}
      <JsonLd data={serviceJsonLd(service)} />
    </>
  );
}
