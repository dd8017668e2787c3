import { SiteLink } from '@/components/ui/site-link';
import type { SearchCopy } from '@/content/types';
import type { SearchGroup } from '@/lib/search/types';

interface SearchBoxResultsProps {
  id: string;
  label: string;
  headings: SearchCopy['groupHeadings'];
  /** The entries' language and their pages', when it is not the page's. */
  entryLang?: string;
  groups: readonly SearchGroup[];
  /** Position of each group's first option among all the options. */
  offsets: readonly number[];
  expanded: boolean;
  /** Position of the active option, -1 for none. */
  active: number;
  optionId: (position: number) => string;
  /** The pointer moved over the option at a position. */
  onHover: (position: number) => void;
  /** A result was clicked (the link navigates). */
  onPick: () => void;
}

/** The header box's listbox: the results grouped by kind, each an option linking to its page. */
export function SearchBoxResults(props: SearchBoxResultsProps) {
  const { id, label, headings, entryLang, groups, offsets, expanded, active, optionId, onHover, onPick } =
    props;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
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
            {headings[group.kind]}
          </div>
          {group.entries.map((entry, entryIndex) => {
            const position = (offsets[groupIndex] ?? 0) + entryIndex;
            const selected = position === active;
            return (
              <SiteLink
                key={entry.url}
                id={optionId(position)}
                href={entry.url}
                hrefLang={entryLang}
                lang={entryLang}
                prefetch={false}
                role="option"
                aria-selected={selected}
                tabIndex={-1}
                onClick={onPick}
                onMouseMove={() => {
                  if (!selected) onHover(position);
                }}
                className="group/option block rounded-xl border border-transparent px-3 py-2.5 transition-colors aria-selected:border-ink-600 aria-selected:bg-ink-800"
              >
                <span className="block font-medium text-fg group-aria-selected/option:text-accent">
                  {entry.title}
                </span>
                <span className="block truncate text-sm text-muted">{entry.summary}</span>
              </SiteLink>
            );
          })}
        </div>
      ))}
    </div>
  );
}
