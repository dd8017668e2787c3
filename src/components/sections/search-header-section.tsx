import { SearchForm } from '@/components/layout/search-form';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { searchCopy } from '@/content/search-blog';
import { fillTemplate } from '@/lib/i18n/copy';

interface SearchHeaderSectionProps {
  /** The normalised query, empty for none. */
  query: string;
}

/** The header of /search: title, the query searched for (or a prompt) and the search form. */
export function SearchHeaderSection({ query }: SearchHeaderSectionProps) {
  return (
    <PageHeader
      locale="en"
      title={pages.search.title}
      crumbs={crumbsFor('en', { label: pages.search.title, href: '/search' })}
      intro={query ? fillTemplate(searchCopy.resultsFor, { query }) : searchCopy.prompt}
    >
      <SearchForm
        variant="page"
        copy={searchCopy}
        inputId="search-page-input"
        inputProps={{ defaultValue: query }}
      />
    </PageHeader>
  );
}
