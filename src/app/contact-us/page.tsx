import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, contactCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.contactUs, path: '/contact-us' });

export default function Page() {
  return (
    <PageHeader
      title={contactCopy.heading}
      crumbs={crumbsFor({ label: pages.contactUs.title, href: '/contact-us' })}
      intro={contactCopy.text}
    />
  );
}
