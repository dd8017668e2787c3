import type { Metadata } from 'next';
import Form from 'next/form';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { searchCopy } from '@/content/search-blog';
import { services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { getSearchIndex } from '@/lib/search';
import { searchGroups } from '@/lib/search/match';
import { createMetadata } from '@/lib/seo';
import { MAX_QUERY_LENGTH, normalizeQuery } from '@/lib/search-query';
import { countCopy, fillTemplate } from '@/lib/copy';

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
  const groups = query ? searchGroups(query, getSearchIndex()) : [];
  const total = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <>
      <PageHeader
        title={pages.search.title}
        crumbs={crumbsFor({ label: pages.search.title, href: '/search' })}
        intro={query ? fillTemplate(searchCopy.resultsFor, { query }) : searchCopy.prompt}
      >
        <Form
          action="/search"
          role="search"
          className="flex w-full max-w-xl items-center gap-2 rounded-full border border-ink-700 bg-ink-900 p-1.5 pl-4 lg:justify-self-end"
        >
          <Icon name="search" className="shrink-0 text-muted" />
          <label htmlFor="search-page-input" className="sr-only">
            {searchCopy.inputLabel}
          </label>
          <input
            id="search-page-input"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={searchCopy.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            className="min-w-0 flex-1 bg-transparent px-2 py-2.5 text-base text-fg placeholder:text-muted focus:outline-none"
          />
          <button
            type="submit"
            className="rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-strong"
          >
            {searchCopy.submit}
          </button>
        </Form>
      </PageHeader>
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
                        <Link
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
                        </Link>
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
    </>
  );
}

function SearchEmptyState({ query }: { query: string }) {
  const { empty } = searchCopy;
  return (
    <div className="rounded-card border border-ink-800 bg-ink-900 p-6 sm:p-10">
      {query ? (
        <p role="status" className="text-lg text-fg">
          {fillTemplate(searchCopy.noMatch, { query })}
        </p>
      ) : null}
      <h2 className="mt-2 text-2xl font-bold sm:text-3xl">{empty.heading}</h2>
      <p className="mt-4 max-w-2xl text-muted">{empty.text}</p>
      <h3 id="search-empty-services" className="mt-8 eyebrow">
        {empty.servicesHeading}
      </h3>
      <ul aria-labelledby="search-empty-services" className="mt-4 flex flex-wrap gap-2">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={`/services/${service.slug}`}
              className="inline-flex rounded-full border border-ink-700 px-4 py-2 text-sm transition-colors hover:border-accent hover:text-accent"
            >
              {service.cardTitle}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-muted">
        {empty.blogText}{' '}
        <Link
          href={siteConfig.externalBlogUrl ?? '/blog'}
          className="text-accent underline underline-offset-4"
        >
          {empty.blogLink}
        </Link>
        .
      </p>
    </div>
  );
}
