import { PortfolioGallerySection } from '@/components/sections/portfolio-gallery-section';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, portfolioCopy } from '@/content/pages';
import { createMetadata } from '@/lib/seo';

export const metadata = createMetadata({ ...pages.portfolio, path: '/portfolio' });

export default function Page() {
  return (
    <>
      <PageHeader
        locale="en"
        title={portfolioCopy.heading}
        crumbs={crumbsFor('en', { label: pages.portfolio.title, href: '/portfolio' })}
        intro={portfolioCopy.text}
      />
      <PortfolioGallerySection initialFilter="all" />
    </>
  );
}
