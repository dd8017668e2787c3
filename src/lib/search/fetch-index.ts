/** The header box's copy of the search index, fetched in the browser from /search-index.json. */
import { searchKinds, type SearchEntry } from './types';

/** Whether a value from the fetched JSON is a well-formed entry linking inside the site. */
export const isSearchEntry = (value: unknown): value is SearchEntry => {
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

export function fetchSearchIndex(): Promise<SearchEntry[]> {
  indexRequest ??= fetch('/search-index.json')
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => (Array.isArray(data) ? data.filter(isSearchEntry) : []))
    .catch((error: unknown) => {
      // Try again on the next focus; meanwhile Enter still submits to /search.
      indexRequest = undefined;
      throw error;
    });
  return indexRequest;
}
