import { SiteLink } from '@/components/ui/site-link';
import { SectionHeading, SectionHeadingLink } from '@/components/ui/section-heading';
import { copyOf } from '@/content/localized';
import { englishOnly, type Locale } from '@/content/locales';
import { projects } from '@/content/projects';
import { linkTo } from '@/lib/i18n/routes';
import { ProjectImage } from './project-image';

const TEASER_COUNT = 3;

interface PortfolioTeaserSectionProps {
  locale: Locale;
}

/** Three recent projects; their case studies are written in English, and marked so on other languages' pages. */
export function PortfolioTeaserSection({ locale }: PortfolioTeaserSectionProps) {
  const { portfolio } = copyOf(locale, 'home');
  const projectLang = englishOnly(locale);
  return (
    <section aria-labelledby="portfolio-teaser-heading" className="section-y">
      <div className="container-site">
        <SectionHeading
          id="portfolio-teaser-heading"
          eyebrow={portfolio.eyebrow}
          title={portfolio.heading}
          action={<SectionHeadingLink {...linkTo(locale, '/portfolio')}>{portfolio.cta}</SectionHeadingLink>}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.slice(0, TEASER_COUNT).map((project, index) => (
            <li key={project.slug} className={index === 0 ? 'md:col-span-2 lg:col-span-1' : undefined}>
              <SiteLink href={project.href} hrefLang={projectLang} lang={projectLang} className="group block">
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
