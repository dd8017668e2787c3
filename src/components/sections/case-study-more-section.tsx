import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { portfolioCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import type { PortfolioItem } from '@/content/types';
import { neighbours, relatedProjects } from '@/lib/portfolio/case-study';
import { PortfolioCard } from './portfolio-card';
import { portfolioCardData } from './portfolio-gallery-section';

interface CaseStudyMoreSectionProps {
  item: PortfolioItem;
}

/** Related projects from the same kind of work, then the previous and next project. */
export function CaseStudyMoreSection({ item }: CaseStudyMoreSectionProps) {
  const copy = portfolioCopy.caseStudy;
  const related = relatedProjects(item, portfolio);
  const { previous, next } = neighbours(item, portfolio);
  return (
    <div className="container-site pb-16 md:pb-24">
      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-3xl font-bold sm:text-4xl">
            {copy.relatedHeading}
          </h2>
          <ul className="mt-8 grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((project) => (
              <li key={project.slug}>
                <PortfolioCard item={portfolioCardData(project)} idPrefix="related-" thumbnail />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav
        aria-label={copy.navLabel}
        className="mt-16 grid gap-4 border-t border-ink-800 pt-10 sm:grid-cols-2"
      >
        <SiteLink
          href={previous.href}
          rel="prev"
          className="group flex items-center gap-4 rounded-card border border-ink-800 p-5 hover:border-accent"
        >
          <Icon name="chevronLeft" className="shrink-0 text-accent" />
          <span>
            <span className="block text-xs eyebrow">{copy.previous}</span>
            <span className="mt-1 block font-semibold group-hover:text-accent">{previous.title}</span>
          </span>
        </SiteLink>
        <SiteLink
          href={next.href}
          rel="next"
          className="group flex items-center justify-end gap-4 rounded-card border border-ink-800 p-5 text-right hover:border-accent"
        >
          <span>
            <span className="block text-xs eyebrow">{copy.next}</span>
            <span className="mt-1 block font-semibold group-hover:text-accent">{next.title}</span>
          </span>
          <Icon name="chevronRight" className="shrink-0 text-accent" />
        </SiteLink>
      </nav>
    </div>
  );
}
