import { ServicesPageSections } from '@/components/sections/services-page-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.services, path: '/services' });

export default function Page() {
  return <ServicesPageSections locale="en" />;
}
