import { AboutPageSections } from '@/components/sections/about-page-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.aboutUs, path: '/about-us' });

export default function AboutPage() {
  return <AboutPageSections locale="en" />;
}
