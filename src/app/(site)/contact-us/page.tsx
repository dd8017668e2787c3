import { ContactPageSections } from '@/components/sections/contact-page-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.contactUs, path: '/contact-us' });

export default function Page() {
  return <ContactPageSections locale="en" />;
}
