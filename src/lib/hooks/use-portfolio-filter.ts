import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { PortfolioFilter, PortfolioFilterId } from '@/content/types';
import { filterFromUrl, filterHref, matchesFilter } from '@/lib/portfolio/filter';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * The portfolio filter's state: the active filter (at first the one the server rendered), the
 * items it shows, and `choose` for the filter links, which switches the gallery in place inside a
 * view transition (instant under reduced motion) and pushes the filter's address. `show` applies
 * a filter the address asks for without pushing (see `useFilterFromUrl`).
 */
export function usePortfolioFilter<T extends { filter: PortfolioFilter }>(
  items: readonly T[],
  initialFilter: PortfolioFilterId,
) {
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

  /** Handles a filter link's click (or Space): modified and non-primary clicks stay links. */
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

  return { active, shown, hydrated, show, choose };
}

/**
 * Follows the address: Back/Forward, links to the page and our own pushState (a no-op then).
 * It reads search params, so its component must sit inside `<Suspense>` and renders only in
 * the browser.
 */
export function useFilterFromUrl(onChange: (filter: PortfolioFilterId) => void) {
  const filter = filterFromUrl(usePathname(), useSearchParams().toString());
  useEffect(() => onChange(filter), [filter, onChange]);
}
