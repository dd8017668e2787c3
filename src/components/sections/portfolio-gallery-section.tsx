import { PortfolioFilter } from '@/components/sections/portfolio-filter';
import type { PortfolioCardData } from '@/components/sections/portfolio-card';
import { portfolioCopy } from '@/content/pages';
import type { PortfolioItem } from '@/content/types';
import { resolvePicture } from '@/lib/images/picture';
import { pictureSlots } from '@/lib/images/slots';
import {
  categoryLabel,
  filterOf,
  portfolio,
  portfolioFilters,
  type PortfolioFilterId,
} from '@/content/portfolio';

/** A project as its card shows it, with its picture resolved here on the server. */
export function portfolioCardData(item: PortfolioItem): PortfolioCardData {
  return {
    slug: item.slug,
    title: item.title,
    label: categoryLabel(item),
    filter: filterOf(item),
    picture: resolvePicture(item.image, pictureSlots.portfolioCard),
    href: item.href,
  };
}

interface PortfolioGallerySectionProps {
  /** The filter this prerendered page shows: Show All on `/portfolio`, one category on the others. */
  initialFilter: PortfolioFilterId;
}

/**
 * The filterable masonry gallery. The HTML holds only the items of `initialFilter` and the filters
 * are real links, so it works without JavaScript; the client filter takes over from there.
 */
export function PortfolioGallerySection({ initialFilter }: PortfolioGallerySectionProps) {
  const items = portfolio.map(portfolioCardData);
  return (
    <section
      aria-labelledby="portfolio-gallery-heading"
      className="container-site pt-12 pb-20 md:pt-16 md:pb-24 lg:pt-20 lg:pb-32"
    >
      <h2 id="portfolio-gallery-heading" className="sr-only">
        {portfolioCopy.galleryHeading}
      </h2>
      <PortfolioFilter
        items={items}
        initialFilter={initialFilter}
        filters={portfolioFilters}
        label={portfolioCopy.filterLabel}
        results={portfolioCopy.results}
      />
    </section>
  );
}
