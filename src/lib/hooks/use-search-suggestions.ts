import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchCopy } from '@/content/types';
import { countCopy, fillTemplate } from '@/lib/i18n/copy';
import { fetchSearchIndex } from '@/lib/search/fetch-index';
import { searchGroups } from '@/lib/search/match';
import type { SearchEntry } from '@/lib/search/types';
import { normalizeQuery } from '@/lib/search/query';
import { useCombobox } from './use-combobox';

/** Results are matched this long after the last keystroke. */
const DEBOUNCE_MS = 150;
/** The box shows a few results per kind; /search shows them all. */
const PER_GROUP = 4;

/**
 * The header search box: a popover holding a combobox whose results, grouped by kind, are
 * matched as the visitor types against the index fetched on the first focus. Opening the
 * popover focuses the input; picking a result closes it and navigates there.
 */
export function useSearchSuggestions(
  copy: Pick<SearchCopy, 'noMatch' | 'count'>,
  optionId: (position: number) => string,
) {
  const router = useRouter();
  const popoverRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [index, setIndex] = useState<SearchEntry[] | null>(null);
  const [value, setValue] = useState('');
  const [query, setQuery] = useState('');

  const groups = useMemo(() => (index && query ? searchGroups(query, index, PER_GROUP) : []), [index, query]);
  const options = useMemo(() => groups.flatMap((group) => group.entries), [groups]);
  /** Position of each group's first option in `options`. */
  const offsets = useMemo(
    () => groups.map((_, i) => groups.slice(0, i).reduce((sum, group) => sum + group.entries.length, 0)),
    [groups],
  );

  const close = () => {
    popoverRef.current?.hidePopover();
  };
  const open = (entry: SearchEntry) => {
    close();
    setValue('');
    setQuery('');
    router.push(entry.url);
  };
  const { active, setActive, expanded, activeId, onKeyDown } = useCombobox({
    options,
    optionId,
    onPick: open,
    onEscape: close,
  });

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') inputRef.current?.focus();
      else setActive(-1);
    };
    popover.addEventListener('toggle', onToggle);
    return () => popover.removeEventListener('toggle', onToggle);
  }, [setActive]);

  // Match a moment after the last keystroke, not on every one.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(normalizeQuery(value));
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, setActive]);

  const onFocus = () => {
    if (index) return;
    fetchSearchIndex().then(setIndex, () => undefined);
  };

  // A query has been matched against the loaded index (with or without results).
  const matched = Boolean(query && index);
  const status = !matched
    ? ''
    : options.length === 0
      ? fillTemplate(copy.noMatch, { query })
      : countCopy(options.length, copy.count);

  return {
    popoverRef,
    inputRef,
    close,
    /** For the combobox input. */
    field: { value, setValue, onFocus, onKeyDown, expanded, activeId },
    /** For the listbox. */
    results: { groups, offsets, expanded, active, onHover: setActive },
    /** The query matched, how many results it found, and the sentence that says so. */
    outcome: { query, matched, count: options.length, status },
  };
}
