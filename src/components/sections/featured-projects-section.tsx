import { SiteLink } from '@/components/ui/site-link';
import { Carousel } from '@/components/ui/carousel';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { commonCopy } from '@/content/pages';
import type { Project } from '@/content/types';
import { ProjectImage } from './project-image';

/** The spec's projects carousel: 1000 ms per transition, 30 px apart, looping. */
const PROJECTS_SPEED_MS = 1000;
const PROJECTS_PER_VIEW = { base: 1, 640: 2, 768: 3, 1200: 5 };
const PROJECTS_SPACING_PX = 30;

interface FeaturedProjectsSectionProps {
  projects: readonly Project[];
  eyebrow: string;
  heading: string;
}

export function FeaturedProjectsSection({ projects, eyebrow, heading }: FeaturedProjectsSectionProps) {
  return (
    <section aria-labelledby="featured-projects-heading" className="border-t border-ink-800 section-y">
      <div className="container-site">
        <SectionHeading id="featured-projects-heading" eyebrow={eyebrow} title={heading} />
        {/* The carousel's viewport clips the track, which pulls left by the slide spacing. */}
        <Carousel
          label={eyebrow}
          copy={commonCopy.carousel}
          speedMs={PROJECTS_SPEED_MS}
          slidesPerView={PROJECTS_PER_VIEW}
          spacingPx={PROJECTS_SPACING_PX}
          loop
          className="mt-10 min-[1200px]:mt-14 sm:mt-12 md:max-[1199.98px]:-mt-12 min-[1200px]:[&>div:first-of-type]:hidden"
        >
          {projects.map((project) => (
            <article key={project.slug} className="group relative h-full">
              <ProjectImage
                image={project.image}
                slot="featuredProject"
                imageClassName="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out-expo group-hover:scale-105 motion-reduce:group-hover:scale-100"
              />
              <div className="mt-5 flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm text-muted">{project.subtitle}</p>
                  <h3 className="mt-1 text-lg font-bold sm:max-[1199.98px]:text-xl">
                    <SiteLink
                      href={project.href}
                      className="transition-colors group-hover:text-accent after:absolute after:inset-0 after:rounded-card"
                    >
                      {project.title}
                    </SiteLink>
                  </h3>
                </div>
                <span
                  aria-hidden="true"
                  className="mt-1 grid size-10 shrink-0 place-items-center rounded-full border border-ink-600 text-fg transition-colors group-hover:border-accent group-hover:bg-accent group-hover:text-on-accent"
                >
                  <Icon name="arrowUpRight" className="size-4" />
                </span>
              </div>
            </article>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
