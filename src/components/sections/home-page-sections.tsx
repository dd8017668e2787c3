import { AboutBlockSection } from '@/components/sections/about-block-section';
import { ClientLogosSection } from '@/components/sections/client-logos-section';
import { HeroSection } from '@/components/sections/hero-section';
import { PortfolioTeaserSection } from '@/components/sections/portfolio-teaser-section';
import { ServicesGridSection } from '@/components/sections/services-grid-section';
import { ServicesMarqueeSection } from '@/components/sections/services-marquee-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { JsonLd } from '@/components/ui/json-ld';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { professionalServiceJsonLd, webPageJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';

interface HomePageSectionsProps {
  locale: Locale;
}

/** The home page, in the spec's order of sections; the same sections in every language. */
export function HomePageSections({ locale }: HomePageSectionsProps) {
  const homeCopy = copyOf(locale, 'home');
  return (
    <>
      <HeroSection locale={locale} />
      <AboutBlockSection locale={locale} />
      <ServicesGridSection
        locale={locale}
        id="home-services-heading"
        eyebrow={homeCopy.services.eyebrow}
        heading={homeCopy.services.heading}
        text={homeCopy.services.text}
        className="border-t border-ink-800"
      />
      <ServicesMarqueeSection locale={locale} />
      <PortfolioTeaserSection locale={locale} />
      <TestimonialsSection locale={locale} id="home-testimonials-heading" copy={homeCopy.testimonials} />
      <ClientLogosSection locale={locale} />
      <JsonLd data={professionalServiceJsonLd(locale)} />
      <JsonLd data={websiteJsonLd(locale)} />
      <JsonLd data={webPageJsonLd({ locale, path: '/', ...copyOf(locale, 'meta').home })} />
    </>
  );
}
