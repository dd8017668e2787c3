import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { services } from '@/content/services';
import { createMetadata } from '@/lib/seo';
import { normalizeQuery } from '@/lib/search-query';

interface SearchPageProps {
  searchParams: Promise<{ q?: string | string[] }>;
}

export const metadata: Metadata = createMetadata({ ...pages.search, path: '/search', noIndex: true });

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const query = normalizeQuery((await searchParams).q);
  const needle = query.toLowerCase();
  const matches = needle
    ? services.filter((service) =>
        [service.title, service.summary, ...service.keywords].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : [];
  return (
    <>
      <PageHeader
        title={pages.search.title}
        crumbs={crumbsFor({ label: pages.search.title, href: '/search' })}
        intro={query ? `Results for “${query}”` : 'Type what you are looking for in the search box.'}
      />
      <section aria-label="Results" className="container-site py-14">
        {matches.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {matches.map((service) => (
              <li key={service.slug}>
                <Link
                  href={`/services/${service.slug}`}
                  className="block h-full rounded-card border border-ink-800 bg-ink-900 p-6 transition-colors hover:border-accent"
                >
                  <span className="font-display text-xl font-semibold">{service.title}</span>
                  <span className="mt-2 block text-muted">{service.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">
            Nothing matched{query ? ` “${query}”` : ''}. Browse our{' '}
            <Link href="/services" className="text-accent underline underline-offset-4">
              services
            </Link>{' '}
            instead.
          </p>
        )}
      </section>
    </>
  );
}
