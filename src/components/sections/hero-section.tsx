import { ButtonLink } from '@/components/ui/button-link';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { siteWordsOf } from '@/content/site';
import { linkTo } from '@/lib/i18n/routes';

interface HeroSectionProps {
  locale: Locale;
}

/**
 * The home page's opening. Text only, so the heading is the largest paint and is drawn with
 * the first frame; the glow and grid behind it are CSS.
 */
export function HeroSection({ locale }: HeroSectionProps) {
  const { hero } = copyOf(locale, 'home');
  const { figures } = siteWordsOf(locale);
  const heroFigures = [figures.projectsCompleted, figures.customerSatisfaction, figures.teamMembers] as const;
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:64px_64px]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.13),transparent_60%)]"
      />
      <div className="intro-hero relative container-site pt-20 pb-16 sm:pt-28 lg:pt-36 lg:pb-24">
        <h1
          id="hero-heading"
          className="max-w-5xl text-[clamp(2.75rem,9vw,7rem)] leading-[1.02] font-bold nastaliq:text-[clamp(2.25rem,6.5vw,4.75rem)] nastaliq:leading-[2]"
        >
          {hero.heading}
        </h1>
        <p className="mt-8 max-w-2xl text-lg text-muted sm:text-xl">{hero.text}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink {...linkTo(locale, '/contact-us')} icon="arrowUpRight">
            {hero.cta}
          </ButtonLink>
          <ButtonLink {...linkTo(locale, '/services')} variant="outline">
            {hero.secondaryCta}
          </ButtonLink>
        </div>
        <dl className="mt-16 grid max-w-2xl grid-cols-3 gap-6 border-t border-ink-800 pt-8 lg:mt-24">
          {heroFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="font-display text-3xl font-bold sm:text-5xl">
                {/* Isolated, so '99+' keeps its plus sign after the number in a right-to-left line. */}
                <bdi>{figure.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
