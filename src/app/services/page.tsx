import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, servicesCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.services, path: '/services' });

export default function Page() {
  return (
    <PageHeader
      title={servicesCopy.heading}
      crumbs={crumbsFor({ label: pages.services.title, href: '/services' })}
      intro={servicesCopy.text}
    />
  );
}
