import { SiteLink } from '@/components/ui/site-link';
import { Picture } from '@/components/ui/picture';
import { TALL_PICTURE_MAX_VH } from '@/lib/images/slots';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { portfolioCopy } from '@/content/pages';
import { getService } from '@/content/services';
import type { PortfolioItem } from '@/content/types';

interface CaseStudyHeaderProps {
  item: PortfolioItem;
}

/** Breadcrumb, title and summary, the project's facts and services, then its main picture. */
export function CaseStudyHeader({ item }: CaseStudyHeaderProps) {
  const copy = portfolioCopy.caseStudy;
  const facts = [
    [copy.facts.client, item.client],
    [copy.facts.industry, item.industry],
    [copy.facts.city, item.city],
    [copy.facts.year, String(item.year)],
    [copy.facts.duration, item.duration],
  ] as const;
  return (
    <>
      <PageHeader
        locale="en"
        title={item.title}
        crumbs={crumbsFor(
          'en',
          { label: copy.breadcrumb, href: '/portfolio' },
          { label: item.title, href: item.href },
        )}
        intro={<p>{item.overview}</p>}
      >
        <div className="rounded-card border border-ink-800 bg-ink-900/70 p-6 sm:p-8">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-5">
            {facts.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs eyebrow">{label}</dt>
                <dd className="mt-1 font-semibold break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="mt-7 font-sans text-xs eyebrow">{copy.servicesHeading}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {item.services.map((slug) => (
              <li key={slug}>
                <SiteLink
                  href={`/services/${slug}`}
                  className="inline-block rounded-full border border-ink-600 px-4 py-2 text-sm transition-colors hover:border-accent hover:text-accent"
                >
                  {getService(slug)?.title ?? slug}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </PageHeader>
      <div className="container-site pt-12 md:pt-16">
        <Picture
          image={item.image}
          slot="galleryWide"
          maxHeightVh={TALL_PICTURE_MAX_VH}
          // A photo is the page's main picture; a drawing is light enough to load with the page.
          preload={item.image.photo !== undefined}
          loading="eager"
          className="mx-auto h-auto w-full rounded-card border border-ink-800 bg-ink-900"
        />
      </div>
    </>
  );
}
