import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { ServicesGridSection } from '@/components/sections/services-grid-section';
import { JsonLd } from '@/components/ui/json-ld';
import { Marquee } from '@/components/ui/marquee';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { webPageJsonLd } from '@/lib/seo/json-ld';

interface ServicesPageSectionsProps {
  locale: Locale;
}

/** The services list: every service as a card, a band of outlined words, and the call to action. */
export function ServicesPageSections({ locale }: ServicesPageSectionsProps) {
  const servicesCopy = copyOf(locale, 'servicesPage');
  const meta = copyOf(locale, 'meta').services;
  return (
    <>
      <PageHeader
        locale={locale}
        title={servicesCopy.heading}
        crumbs={crumbsFor(locale, { label: meta.title, href: '/services' })}
        intro={servicesCopy.text}
      />
      <ServicesGridSection locale={locale} heading={meta.title} hideHeading />
      <Marquee
        items={[servicesCopy.marquee, servicesCopy.marquee]}
        repeat={3}
        durationSeconds={40}
        className="border-y border-ink-800 py-8 sm:py-10"
        itemClassName="font-display text-6xl leading-none font-bold tracking-tight uppercase text-transparent [-webkit-text-stroke:1.5px_var(--color-fg)] even:text-fg even:[-webkit-text-stroke:0] sm:text-8xl lg:text-9xl nastaliq:leading-[2]"
      />
      <ContactCtaSection locale={locale} />
      <JsonLd data={webPageJsonLd({ locale, path: '/services', ...meta })} />
    </>
  );
}
