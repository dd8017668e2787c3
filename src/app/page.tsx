import { HeroSection } from '@/components/sections/hero-section';
import { JsonLd } from '@/components/ui/json-ld';
import { pages } from '@/content/pages';
import { professionalServiceJsonLd, websiteJsonLd } from '@/lib/json-ld';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.home, path: '/' });

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <JsonLd data={professionalServiceJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
    </>
  );
}
