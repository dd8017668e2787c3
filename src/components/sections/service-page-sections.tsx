import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { PackagesSection } from '@/components/sections/packages-section';
import { ProcessSection } from '@/components/sections/process-section';
import { ServiceDescriptionSection } from '@/components/sections/service-description-section';
import { ServiceHeaderSection } from '@/components/sections/service-header-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { JsonLd } from '@/components/ui/json-ld';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import type { Service } from '@/content/types';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo/service-json-ld';

interface ServicePageSectionsProps {
  locale: Locale;
  service: Service;
}

/**
 * One service's page: header, description, its packages (if it has any), process, and its closing
 * (testimonials or the call to action).
 */
export function ServicePageSections({ locale, service }: ServicePageSectionsProps) {
  const aboutCopy = copyOf(locale, 'about');
  const path = `/services/${service.slug}`;
  return (
    <>
      <ServiceHeaderSection locale={locale} service={service} whatsapp={siteConfig.whatsapp} />
      <ServiceDescriptionSection service={service} />
      <PackagesSection locale={locale} service={service} />
      <ProcessSection locale={locale} process={service.process} />
      {service.closing === 'testimonials' ? (
        <TestimonialsSection
          locale={locale}
          id="service-testimonials-heading"
          copy={aboutCopy.testimonials}
          stars
        />
      ) : (
        <ContactCtaSection locale={locale} />
      )}
      <JsonLd data={serviceJsonLd(service, locale)} />
      <JsonLd
        data={webPageJsonLd({ locale, path, title: service.title, description: service.metaDescription })}
      />
    </>
  );
}
