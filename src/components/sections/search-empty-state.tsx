import { SiteLink } from '@/components/ui/site-link';
import { searchCopy } from '@/content/search-blog';
import { services } from '@/content/services';
import { siteConfig } from '@/content/site';
import { fillTemplate } from '@/lib/i18n/copy';

interface SearchEmptyStateProps {
  /** The normalised query, empty when nothing was searched for. */
  query: string;
}

/** What /search shows without results: the reason, a hint, every service and the blog. */
export function SearchEmptyState({ query }: SearchEmptyStateProps) {
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
            <SiteLink
              href={`/services/${service.slug}`}
              className="inline-flex rounded-full border border-ink-700 px-4 py-2 text-sm transition-colors hover:border-accent hover:text-accent"
            >
              {service.cardTitle}
            </SiteLink>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-muted">
        {empty.blogText}{' '}
        <SiteLink
          href={siteConfig.externalBlogUrl ?? '/blog'}
          className="text-accent underline underline-offset-4"
        >
          {empty.blogLink}
        </SiteLink>
        .
      </p>
    </div>
  );
}
