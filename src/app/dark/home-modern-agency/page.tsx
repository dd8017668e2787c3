import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.modernHome, path: '/dark/home-modern-agency' });

export default function Page() {
  return (
    <PageHeader
      title={pages.modernHome.title}
      crumbs={crumbsFor({ label: pages.modernHome.title, href: '/dark/home-modern-agency' })}
      intro={pages.modernHome.description}
    />
  );
}
