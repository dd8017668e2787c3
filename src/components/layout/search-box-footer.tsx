import { SiteLink } from '@/components/ui/site-link';

interface SearchBoxFooterProps {
  query: string;
  /** How many results the box shows. */
  count: number;
  /** The 'nothing matched' sentence, shown when there is no result. */
  status: string;
  keyboardHint: string;
  seeAll: string;
  /** The language of the results page, when it is not the page's. */
  seeAllLang?: string;
  /** The 'see all' link was clicked (the link navigates). */
  onNavigate: () => void;
}

/** Under the header box's results: the keyboard hint (or 'nothing matched') and the /search link. */
export function SearchBoxFooter({
  query,
  count,
  status,
  keyboardHint,
  seeAll,
  seeAllLang,
  onNavigate,
}: SearchBoxFooterProps) {
  return (
    <div className="mt-2 flex items-center justify-between gap-4 border-t border-ink-800 px-3 pt-3 pb-1 text-sm text-muted">
      {count === 0 ? (
        <p aria-hidden="true">{status}</p>
      ) : (
        <p aria-hidden="true" className="hidden sm:block">
          {keyboardHint}
        </p>
      )}
      <SiteLink
        href={`/search?q=${encodeURIComponent(query)}`}
        hrefLang={seeAllLang}
        prefetch={false}
        onClick={onNavigate}
        className="shrink-0 text-accent underline-offset-4 hover:underline"
      >
        {seeAll}
      </SiteLink>
    </div>
  );
}
