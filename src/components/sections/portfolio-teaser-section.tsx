import { Img } from '@/components/ui/img';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { homeCopy } from '@/content/pages';
import { projects } from '@/content/projects';

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
          action={
            <ButtonLink
              href="/portfolio"
              variant="outline"
              icon="arrowUpRight"
              className="self-start md:self-auto"
            >
              {portfolio.cta}
            </ButtonLink>
          }
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.slice(0, TEASER_COUNT).map((project, index) => (
            <li key={project.slug} className={index === 0 ? 'md:col-span-2 lg:col-span-1' : undefined}>
              <Link href={project.href} className="group block">
                <span className="block overflow-hidden rounded-card border border-ink-800 bg-ink-900">
                  <Img
                    src={project.image.src}
                    alt={project.image.alt}
                    width={project.image.width}
                    height={project.image.height}
                    className="h-auto w-full transition-transform duration-700 ease-out-expo motion-safe:group-hover:scale-105"
                  />
                </span>
                <span className="mt-4 block text-sm font-semibold tracking-wide text-accent uppercase">
                  {project.subtitle}
                </span>
                <span className="mt-1 block font-display text-2xl font-semibold transition-colors group-hover:text-accent">
                  {project.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
