import { AboutBlockSection } from '@/components/sections/about-block-section';
import { ClientLogosSection } from '@/components/sections/client-logos-section';
import { HeroSection } from '@/components/sections/hero-section';
import { PortfolioTeaserSection } from '@/components/sections/portfolio-teaser-section';
import { ServicesGridSection } from '@/components/sections/services-grid-section';
import { ServicesMarqueeSection } from '@/components/sections/services-marquee-section';
import { TestimonialsSection } from '@/components/sections/testimonials-section';
import { JsonLd } from '@/components/ui/json-ld';
import { homeCopy, pages } from '@/content/pages';
import { featuredTestimonials } from '@/content/testimonials';
import { professionalServiceJsonLd, websiteJsonLd } from '@/lib/json-ld';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.home, path: '/' });

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <AboutBlockSection />
      <ServicesGridSection
        id="home-services-heading"
        eyebrow={homeCopy.services.eyebrow}
        heading={homeCopy.services.heading}
        text={homeCopy.services.text}
        className="border-t border-ink-800"
      />
      <ServicesMarqueeSection />
      <PortfolioTeaserSection />
      <TestimonialsSection
        id="home-testimonials-heading"
        eyebrow={homeCopy.testimonials.eyebrow}
        heading={homeCopy.testimonials.heading}
        testimonials={featuredTestimonials}
      />
      <ClientLogosSection />
      <JsonLd data={professionalServiceJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
    </>
  );
}
