import { Picture } from '@/components/ui/picture';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteWordsOf } from '@/content/site';
import { visualsOf } from '@/content/visuals';
import { linkTo } from '@/lib/i18n/routes';

interface AboutBlockSectionProps {
  locale: Locale;
}

export function AboutBlockSection({ locale }: AboutBlockSectionProps) {
  const { about } = copyOf(locale, 'home');
  const { figures } = siteWordsOf(locale);
  const highlightFigures = [
    figures.projectsCompleted,
    figures.teamMembers,
    figures.yearsOfExperience,
  ] as const;
  return (
    <section aria-labelledby="about-block-heading" className="border-t border-ink-800 section-y">
      <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <Picture
            image={visualsOf(locale).about}
            slot="illustration"
            className="h-auto w-full rounded-card"
          />
          <div className="absolute -inset-e-2 -bottom-6 rounded-card bg-accent px-6 py-5 text-on-accent shadow-2xl shadow-black/50 sm:-inset-e-6">
            <p className="font-display text-5xl leading-none font-bold">{figures.yearsOfExperience.value}</p>
            <p className="mt-1 text-sm font-semibold">{figures.yearsOfExperience.label}</p>
          </div>
        </div>
        <div>
          <p className="eyebrow">{about.eyebrow}</p>
          <h2 id="about-block-heading" className="mt-3 text-4xl font-bold sm:text-5xl">
            {about.heading}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg text-muted">
              {paragraph}
            </p>
          ))}
          <ul className="mt-8 grid gap-3">
            {about.highlights.map((highlight) => (
              <li key={highlight} className="flex items-start gap-3">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent/15 text-accent nastaliq:mt-1">
                  <Icon name="check" className="size-4" />
                </span>
                {highlight}
              </li>
            ))}
          </ul>
          <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-ink-800 pt-8">
            {highlightFigures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="font-display text-3xl font-bold text-fg sm:text-4xl">
                  <bdi>{figure.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          <ButtonLink
            {...linkTo(locale, '/about-us')}
            variant="outline"
            icon="arrowUpRight"
            className="mt-10"
          >
            {about.cta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
