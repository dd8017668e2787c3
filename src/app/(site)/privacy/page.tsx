import { PrivacySections } from '@/components/sections/privacy-sections';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata = createMetadata({ ...pages.privacy, path: '/privacy' });

export default function Page() {
  return <PrivacySections locale="en" />;
}
