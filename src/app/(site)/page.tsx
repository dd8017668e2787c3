import { HomePageSections } from '@/components/sections/home-page-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.home, path: '/' });

export default function HomePage() {
  return <HomePageSections locale="en" />;
}
