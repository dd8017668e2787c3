import { SiteLink } from '@/components/ui/site-link';
import { searchCopy } from '@/content/search-blog';
import { countCopy } from '@/lib/i18n/copy';
import type { SearchGroup } from '@/lib/search/types';
import { SearchEmptyState } from './search-empty-state';

interface SearchResultsSectionProps {
  /** The normalised query, empty for none. */
  query: string;
  groups: readonly SearchGroup[];
}

/** Every result of /search, grouped by kind as cards; with none, the empty state. */
export function SearchResultsSection({ query, groups }: SearchResultsSectionProps) {
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <section aria-label={searchCopy.resultsLabel} className="container-site py-14 sm:py-20">
      {total > 0 ? (
        <>
          <p role="status" className="text-sm text-muted">
            {countCopy(total, searchCopy.count)}
          </p>
          <div className="mt-8 flex flex-col gap-14">
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
                <h2
                  id={`results-${group.kind}`}
                  className="flex items-baseline gap-3 text-2xl font-bold sm:text-3xl"
                >
                  {searchCopy.groupHeadings[group.kind]}
                  <span className="text-base font-medium text-muted">{group.entries.length}</span>
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.entries.map((entry) => (
                    <li key={entry.url}>
                      <SiteLink
                        href={entry.url}
                        className="group flex h-full flex-col rounded-card border border-ink-800 bg-ink-900 p-6 transition-colors hover:border-accent"
                      >
                        <span className="text-xs font-semibold tracking-[0.14em] text-accent uppercase">
                          {searchCopy.kindLabels[entry.kind]}
                        </span>
                        <span className="mt-3 font-display text-xl font-semibold transition-colors group-hover:text-accent">
                          {entry.title}
                        </span>
                        <span className="mt-2 line-clamp-3 text-muted">{entry.summary}</span>
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : (
        <SearchEmptyState query={query} />
      )}
    </section>
  );
}
