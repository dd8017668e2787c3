import { SiteLink } from '@/components/ui/site-link';
import { SectionHeading, SectionHeadingLink } from '@/components/ui/section-heading';
import { homeCopy } from '@/content/pages';
import { projects } from '@/content/projects';
import { ProjectImage } from './project-image';

const TEASER_COUNT = 3;

export function PortfolioTeaserSection() {
  const { portfolio } = homeCopy;
  return (
    <section aria-labelledby="portfolio-teaser-heading" className="section-y">
      <div className="container-site">
        <SectionHeading
          id="portfolio-teaser-heading"
          eyebrow={portfolio.eyebrow}
          title={portfolio.heading}
          action={<SectionHeadingLink href="/portfolio">{portfolio.cta}</SectionHeadingLink>}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.slice(0, TEASER_COUNT).map((project, index) => (
            <li key={project.slug} className={index === 0 ? 'md:col-span-2 lg:col-span-1' : undefined}>
              <SiteLink href={project.href} className="group block">
                <ProjectImage
                  image={project.image}
                  slot={index === 0 ? 'portfolioTeaserWide' : 'portfolioTeaser'}
                  as="span"
                  className="block"
                  imageClassName="h-auto w-full transition-transform duration-700 ease-out-expo motion-safe:group-hover:scale-105"
                />
                <span className="mt-4 block text-sm font-semibold tracking-wide text-accent uppercase">
                  {project.subtitle}
                </span>
                <span className="mt-1 block font-display text-2xl font-semibold transition-colors group-hover:text-accent">
                  {project.title}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
