'use client';

import { Suspense } from 'react';
import { PortfolioCard, type PortfolioCardData } from '@/components/sections/portfolio-card';
import type { PortfolioFilterId } from '@/content/types';
import type { CountCopy } from '@/lib/i18n/copy';
import { useFilterFromUrl, usePortfolioFilter } from '@/lib/hooks/use-portfolio-filter';
import { filterHref, resultSummary } from '@/lib/portfolio/filter';
import { clsx } from 'clsx';

interface PortfolioFilterProps {
  items: readonly PortfolioCardData[];
  /** The filter the server rendered; the first client render matches it. */
  initialFilter: PortfolioFilterId;
  filters: readonly { id: PortfolioFilterId; label: string }[];
  /** Name of the filter group, for screen readers. */
  label: string;
  /** The announcement after filtering: 'Showing {count} projects'. */
  results: CountCopy;
}

/**
 * Enhances the server-rendered gallery: the filter links switch the gallery in place inside a
 * view transition and keep the choice in the URL (`?category=`), which stays the source of truth
 * for Back/Forward and for links to the page.
 */
export function PortfolioFilter({ items, initialFilter, filters, label, results }: PortfolioFilterProps) {
  const { active, shown, hydrated, show, choose } = usePortfolioFilter(items, initialFilter);

  return (
    <>
      <Suspense fallback={null}>
        <UrlSync onChange={show} />
      </Suspense>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div
          role="group"
          aria-label={label}
          // Until then the filters are plain links to the filtered pages.
          data-hydrated={hydrated ? '' : undefined}
          className="flex flex-wrap gap-2 sm:gap-3"
        >
          {filters.map((filter) => {
            const pressed = filter.id === active;
            return (
              <a
                key={filter.id}
                href={filterHref(filter.id)}
                role="button"
                aria-pressed={pressed}
                onClick={(event) => choose(event, filter.id)}
                onKeyDown={(event) => {
                  if (event.key === ' ') choose(event, filter.id);
                }}
                className={clsx(
                  'inline-flex items-center rounded-full border px-4 py-2.5 text-sm font-semibold transition-colors duration-200 sm:px-5',
                  pressed
                    ? 'border-accent bg-accent text-on-accent'
                    : 'border-ink-600 text-fg hover:border-accent hover:text-accent',
                )}
              >
                {filter.label}
              </a>
            );
          })}
        </div>
        <p role="status" className="shrink-0 text-sm text-muted">
          {resultSummary(shown.length, results)}
        </p>
      </div>
      <ul className="mt-10 columns-1 gap-6 sm:columns-2 lg:mt-14 lg:columns-3">
        {shown.map((item, index) => (
          <li
            key={item.slug}
            className="mb-6 break-inside-avoid"
            style={{ viewTransitionName: `portfolio-${item.slug}`, viewTransitionClass: 'portfolio-card' }}
          >
            <PortfolioCard item={item} eager={index < 2} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Renders nothing; its hook reads the search params, so it sits in its own Suspense boundary. */
function UrlSync({ onChange }: { onChange: (filter: PortfolioFilterId) => void }) {
  useFilterFromUrl(onChange);
  return null;
}
