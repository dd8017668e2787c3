import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.blog, path: '/blog' });

export default function Page() {
  return (
    <PageHeader
      title={pages.blog.title}
      crumbs={crumbsFor({ label: pages.blog.title, href: '/blog' })}
      intro={pages.blog.description}
    />
  );
}
