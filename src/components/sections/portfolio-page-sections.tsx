import { PortfolioGallerySection } from '@/components/sections/portfolio-gallery-section';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages, portfolioCopy } from '@/content/pages';
import type { PortfolioFilterId } from '@/content/portfolio';

interface PortfolioPageSectionsProps {
  /** The category shown first: all of them on /portfolio, one on its prerendered category page. */
  filter: PortfolioFilterId;
}

/** The portfolio page: its header and the filtered gallery. */
export function PortfolioPageSections({ filter }: PortfolioPageSectionsProps) {
  return (
    <>
      <PageHeader
        locale="en"
        title={portfolioCopy.heading}
        crumbs={crumbsFor('en', { label: pages.portfolio.title, href: '/portfolio' })}
        intro={portfolioCopy.text}
      />
      <PortfolioGallerySection initialFilter={filter} />
    </>
  );
}
