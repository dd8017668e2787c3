import { PricingPageSections } from '@/components/sections/pricing-page-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.pricing, path: '/pricing' });

export default function Page() {
  return <PricingPageSections locale="en" />;
}
