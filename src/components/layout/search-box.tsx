'use client';

import Form from 'next/form';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';

const POPOVER_ID = 'site-search';
import { MAX_QUERY_LENGTH } from '@/lib/search-query';

/**
 * The header search. The button opens a popover through the `popovertarget` attribute, so it
 * works before (or without) JavaScript. The form is a GET to `/search`: with JavaScript,
 * next/form turns it into a client-side navigation that shows the route's loading state.
 */
export function SearchBox() {
  const popoverRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') inputRef.current?.focus();
    };
    popover.addEventListener('toggle', onToggle);
    return () => popover.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label="Search"
        className="grid size-11 place-items-center rounded-full text-fg transition-colors hover:bg-ink-800"
      >
        <Icon name="search" />
      </button>
      <div
        ref={popoverRef}
        id={POPOVER_ID}
        popover="auto"
        className="fixed inset-x-0 top-20 m-0 mx-auto w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-ink-700 bg-ink-900 p-3 text-fg shadow-2xl shadow-black/60"
      >
        <Form action="/search" role="search" className="flex items-center gap-2">
          <label htmlFor="site-search-input" className="sr-only">
            Search the site
          </label>
          <Icon name="search" className="ml-2 text-muted" />
          <input
            ref={inputRef}
            id="site-search-input"
            name="q"
            type="search"
            placeholder="Search"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            className="min-w-0 flex-1 bg-transparent px-2 py-3 text-base text-fg placeholder:text-muted focus:outline-none"
          />
          <button
            type="submit"
            className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong"
          >
            Search
          </button>
        </Form>
      </div>
    </>
  );
}
