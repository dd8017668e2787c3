'use client';

import { ControlIcon } from '@/components/ui/control-icon';
import type { SearchCopy } from '@/content/types';
import { useSearchSuggestions } from '@/lib/hooks/use-search-suggestions';
import { SearchBoxFooter } from './search-box-footer';
import { SearchBoxResults } from './search-box-results';
import { SearchForm } from './search-form';

const POPOVER_ID = 'site-search';
const INPUT_ID = 'site-search-input';
const LISTBOX_ID = 'site-search-results';
const optionId = (position: number) => `site-search-option-${position}`;

interface SearchBoxProps {
  copy: SearchCopy;
  /** The results' language, when it is not the page's (the index holds the English pages). */
  resultsLang?: string;
}

/**
 * The header search. The button opens a popover through the `popovertarget` attribute, so it
 * works before (or without) JavaScript, and the form is a plain GET to `/search`. With
 * JavaScript, results appear as the visitor types: the input is a combobox controlling a listbox
 * of results grouped by kind; ArrowUp/ArrowDown move, Enter opens the active result (or submits
 * the form), Escape closes the popover.
 */
export function SearchBox({ copy, resultsLang }: SearchBoxProps) {
  const { popoverRef, inputRef, close, field, results, outcome } = useSearchSuggestions(copy, optionId);
  return (
    <>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        aria-label={copy.submit}
        className="grid size-11 place-items-center rounded-full text-fg transition-colors hover:bg-ink-800"
      >
        <ControlIcon name="search" />
      </button>
      <div
        ref={popoverRef}
        id={POPOVER_ID}
        popover="auto"
        className="fixed inset-x-0 top-20 m-0 mx-auto w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-ink-700 bg-ink-900 p-3 text-fg shadow-2xl shadow-black/60"
      >
        <SearchForm
          variant="header"
          copy={copy}
          inputId={INPUT_ID}
          onSubmit={close}
          inputProps={{
            ref: inputRef,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': field.expanded,
            'aria-controls': LISTBOX_ID,
            'aria-activedescendant': field.activeId,
            value: field.value,
            onChange: (event) => field.setValue(event.target.value),
            onFocus: field.onFocus,
            onKeyDown: field.onKeyDown,
          }}
        />
        <SearchBoxResults
          id={LISTBOX_ID}
          label={copy.resultsLabel}
          headings={copy.groupHeadings}
          entryLang={resultsLang}
          {...results}
          optionId={optionId}
          onPick={close}
        />
        {outcome.matched ? (
          <SearchBoxFooter
            query={outcome.query}
            count={outcome.count}
            status={outcome.status}
            keyboardHint={copy.keyboardHint}
            seeAll={copy.seeAll}
            seeAllLang={resultsLang}
            onNavigate={close}
          />
        ) : null}
        <p role="status" className="sr-only">
          {outcome.status}
        </p>
      </div>
    </>
  );
}
