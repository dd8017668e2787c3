'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import {
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { PortfolioCard, type PortfolioCardData } from '@/components/sections/portfolio-card';
import type { PortfolioFilterId } from '@/content/types';
import type { CountCopy } from '@/lib/copy';
import { filterFromUrl, filterHref, matchesFilter, resultSummary } from '@/lib/portfolio-filter';
import { clsx } from 'clsx';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** Moving cards glide; cards that come or go fade and scale. Clicks pass through the overlay. */
const transitionCss = `
::view-transition { pointer-events: none; }
::view-transition-group(.portfolio-card) { animation-duration: 450ms; animation-timing-function: cubic-bezier(0.16, 1, 0.3, 1); }
::view-transition-new(.portfolio-card):only-child { animation: 450ms cubic-bezier(0.16, 1, 0.3, 1) both portfolio-card-in; }
::view-transition-old(.portfolio-card):only-child { animation: 200ms ease-in both portfolio-card-out; }
@keyframes portfolio-card-in { from { opacity: 0; transform: scale(0.92); } }
@keyframes portfolio-card-out { to { opacity: 0; transform: scale(0.92); } }
`;

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
  const [active, setActive] = useState(initialFilter);
  const hydrated = useHydrated();
  // The latest filter asked for, ahead of `active` while a transition is pending.
  const requested = useRef(initialFilter);
  const shown = items.filter((item) => matchesFilter(active, item.filter));

  const show = useCallback((next: PortfolioFilterId) => {
    if (next === requested.current) return;
    requested.current = next;
    const instant =
      typeof document.startViewTransition !== 'function' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (instant) setActive(next);
    else document.startViewTransition(() => flushSync(() => setActive(next)));
  }, []);

  function choose(
    event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>,
    next: PortfolioFilterId,
  ) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ('button' in event && event.button !== 0) return;
    event.preventDefault();
    if (next !== requested.current) window.history.pushState(null, '', filterHref(next));
    show(next);
  }

  return (
    <>
      <style>{transitionCss}</style>
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

/**
 * Follows the address: Back/Forward, links to the page and our own pushState (a no-op then).
 * It reads search params, so it renders only in the browser (the static HTML has nothing here).
 */
function UrlSync({ onChange }: { onChange: (filter: PortfolioFilterId) => void }) {
  const filter = filterFromUrl(usePathname(), useSearchParams().toString());
  useEffect(() => onChange(filter), [filter, onChange]);
  return null;
}
