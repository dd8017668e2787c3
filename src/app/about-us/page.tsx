import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, aboutCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.aboutUs, path: '/about-us' });

export default function Page() {
  return (
    <PageHeader
      title={aboutCopy.heading}
      crumbs={crumbsFor({ label: pages.aboutUs.title, href: '/about-us' })}
      intro={aboutCopy.intro[0]}
    />
  );
}
