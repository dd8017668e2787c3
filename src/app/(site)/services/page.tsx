import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { ServicesGridSection } from '@/components/sections/services-grid-section';
import { Marquee } from '@/components/ui/marquee';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, servicesCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.services, path: '/services' });

export default function Page() {
  return (
    <>
      <PageHeader
        title={servicesCopy.heading}
        crumbs={crumbsFor({ label: pages.services.title, href: '/services' })}
        intro={servicesCopy.text}
      />
      <ServicesGridSection heading={pages.services.title} hideHeading />
      <Marquee
        items={[servicesCopy.marquee, servicesCopy.marquee]}
        repeat={3}
        durationSeconds={40}
        className="border-y border-ink-800 py-8 sm:py-10"
        itemClassName="font-display text-6xl leading-none font-bold tracking-tight uppercase text-transparent [-webkit-text-stroke:1.5px_var(--color-fg)] even:text-fg even:[-webkit-text-stroke:0] sm:text-8xl lg:text-9xl"
      />
      <ContactCtaSection />
    </>
  );
}
