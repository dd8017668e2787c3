import type { Metadata } from 'next';
import { SearchHeaderSection } from '@/components/sections/search-header-section';
import { SearchResultsSection } from '@/components/sections/search-results-section';
import { pages } from '@/content/pages';
import { searchSite } from '@/lib/search';
import { normalizeQuery } from '@/lib/search/query';
import { createMetadata } from '@/lib/seo/metadata';

interface SearchPageProps {
  searchParams: Promise<{ q?: string | string[] }>;
}

export const metadata: Metadata = createMetadata({ ...pages.search, path: '/search', noIndex: true });

/**
 * Search results rendered on the server, so search works without JavaScript and can be
 * linked. The query is plain text: React escapes it wherever it is shown.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const query = normalizeQuery((await searchParams).q);
  return (
    <>
      <SearchHeaderSection query={query} />
      <SearchResultsSection query={query} groups={searchSite(query)} />
    </>
  );
}
