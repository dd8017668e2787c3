'use client';

import Form from 'next/form';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SearchCopy } from '@/content/types';
import { searchGroups } from '@/lib/search/match';
import { searchKinds, type SearchEntry } from '@/lib/search/types';
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/search-query';
import { countCopy, fillTemplate } from '@/lib/copy';

const POPOVER_ID = 'site-search';
const INPUT_ID = 'site-search-input';
const LISTBOX_ID = 'site-search-results';
const optionId = (index: number) => `site-search-option-${index}`;
/** Results are matched this long after the last keystroke. */
const DEBOUNCE_MS = 150;
/** The box shows a few results per kind; /search shows them all. */
const PER_GROUP = 4;

const isEntry = (value: unknown): value is SearchEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.title === 'string' &&
    typeof entry.summary === 'string' &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/') &&
    Array.isArray(entry.keywords) &&
    entry.keywords.every((keyword) => typeof keyword === 'string') &&
    searchKinds.includes(entry.kind as SearchEntry['kind'])
  );
};

/** The index (/search-index.json), fetched once per page load on the first focus of the box. */
let indexRequest: Promise<SearchEntry[]> | undefined;

function loadIndex(): Promise<SearchEntry[]> {
  indexRequest ??= fetch('/search-index.json')
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => (Array.isArray(data) ? data.filter(isEntry) : []))
    .catch((error: unknown) => {
      // Try again on the next focus; meanwhile Enter still submits to /search.
      indexRequest = undefined;
      throw error;
    });
  return indexRequest;
}

/**
 * The header search. The button opens a popover through the `popovertarget` attribute, so it
 * works before (or without) JavaScript, and the form is a plain GET to `/search` (next/form
 * makes it a client-side navigation). With JavaScript, results appear as the visitor types:
 * the input is a combobox controlling a listbox of results grouped by kind; ArrowUp/ArrowDown
 * move, Enter opens the active result (or submits the form), Escape closes the popover.
 */
interface SearchBoxProps {
  copy: SearchCopy;
}

export function SearchBox({ copy: searchCopy }: SearchBoxProps) {
  const router = useRouter();
  const popoverRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [index, setIndex] = useState<SearchEntry[] | null>(null);
  const [value, setValue] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') inputRef.current?.focus();
      else setActive(-1);
    };
    popover.addEventListener('toggle', onToggle);
    return () => popover.removeEventListener('toggle', onToggle);
  }, []);

  // Match a moment after the last keystroke, not on every one.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(normalizeQuery(value));
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const groups = useMemo(() => (index && query ? searchGroups(query, index, PER_GROUP) : []), [index, query]);
  const options = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  /** Position of each group's first option in `options`. */
  const offsets = useMemo(
    () => groups.map((_, i) => groups.slice(0, i).reduce((sum, group) => sum + group.entries.length, 0)),
    [groups],
  );
  const expanded = options.length > 0;
  const activeOption = active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const onFocus = () => {
    if (index) return;
    loadIndex().then(setIndex, () => undefined);
  };

  const close = () => {
    popoverRef.current?.hidePopover();
  };

  const open = (entry: SearchEntry) => {
    close();
    setValue('');
    setQuery('');
    router.push(entry.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) return;
        event.preventDefault();
        setActive((current) => (current + 1) % options.length);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
        break;
      case 'Enter':
        // With no active result, the form submits to /search as usual.
        if (!activeOption) return;
        event.preventDefault();
        open(activeOption);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
    }
  };

  const status =
    !query || !index
      ? ''
      : options.length === 0
        ? fillTemplate(searchCopy.noMatch, { query })
        : countCopy(options.length, searchCopy.count);

  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label={searchCopy.submit}
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
        <Form action="/search" role="search" onSubmit={close} className="flex items-center gap-2">
          <label htmlFor={INPUT_ID} className="sr-only">
            {searchCopy.inputLabel}
          </label>
          <Icon name="search" className="ml-2 shrink-0 text-muted" />
          <input
            ref={inputRef}
            id={INPUT_ID}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={LISTBOX_ID}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            placeholder={searchCopy.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 bg-transparent px-2 py-3 text-base text-fg placeholder:text-muted focus:outline-none"
          />
          <button
            type="submit"
            className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong"
          >
            {searchCopy.submit}
          </button>
        </Form>
        <div
          id={LISTBOX_ID}
          role="listbox"
          aria-label={searchCopy.resultsLabel}
          hidden={!expanded}
          className="mt-3 max-h-[min(60dvh,28rem)] overflow-y-auto overscroll-contain border-t border-ink-800 pt-2"
        >
          {groups.map((group, groupIndex) => (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`site-search-group-${group.kind}`}
              className="py-1"
            >
              <div
                id={`site-search-group-${group.kind}`}
                role="presentation"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-[0.14em] text-accent uppercase"
              >
                {searchCopy.groupHeadings[group.kind]}
              </div>
              {group.entries.map((entry, entryIndex) => {
                const position = (offsets[groupIndex] ?? 0) + entryIndex;
                const selected = position === active;
                return (
                  <Link
                    key={entry.url}
                    id={optionId(position)}
                    href={entry.url}
                    prefetch={false}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    onClick={close}
                    onMouseMove={() => {
                      if (!selected) setActive(position);
                    }}
                    className="group/option block rounded-xl border border-transparent px-3 py-2.5 transition-colors aria-selected:border-ink-600 aria-selected:bg-ink-800"
                  >
                    <span className="block font-medium text-fg group-aria-selected/option:text-accent">
                      {entry.title}
                    </span>
                    <span className="block truncate text-sm text-muted">{entry.summary}</span>
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
        {query && index ? (
          <div className="mt-2 flex items-center justify-between gap-4 border-t border-ink-800 px-3 pt-3 pb-1 text-sm text-muted">
            {options.length === 0 ? (
              <p aria-hidden="true">{status}</p>
            ) : (
              <p aria-hidden="true" className="hidden sm:block">
                {searchCopy.keyboardHint}
              </p>
            )}
            <Link
              href={`/search?q=${encodeURIComponent(query)}`}
              prefetch={false}
              onClick={close}
              className="shrink-0 text-accent underline-offset-4 hover:underline"
            >
              {searchCopy.seeAll}
            </Link>
          </div>
        ) : null}
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </>
  );
}
