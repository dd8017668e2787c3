import { SiteLink } from '@/components/ui/site-link';
import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Marquee } from '@/components/ui/marquee';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { notFoundMarker } from '@/lib/analytics';
import { linkTo } from '@/lib/i18n/routes';

interface NotFoundSectionProps {
  locale: Locale;
  /**
   * A real 404 (an unknown address), which analytics count as a `404` event; /dark/page-error404
   * shows the same section as a page of its own and is not one.
   */
  missing?: boolean;
}

export function NotFoundSection({ locale, missing = false }: NotFoundSectionProps) {
  const notFoundCopy = copyOf(locale, 'notFound');
  return (
    <section
      aria-labelledby="not-found-heading"
      // Clipped sideways only: a Nastaliq line's tall letters must never be cut off.
      className="overflow-x-clip py-20 lg:py-32"
      {...(missing ? notFoundMarker() : {})}
    >
      <div className="container-site text-center">
        <p
          aria-hidden="true"
          className="font-display text-[clamp(6rem,24vw,16rem)] leading-none font-bold text-accent"
        >
          404
        </p>
        <h1 id="not-found-heading" className="mt-6 text-4xl font-bold sm:text-5xl">
          {notFoundCopy.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">{notFoundCopy.text}</p>
        <SiteLink {...linkTo(locale, '/')} className={buttonClasses({ className: 'mt-10' })}>
          {notFoundCopy.cta}
          <Icon name="arrow" />
        </SiteLink>
      </div>
      <Marquee
        items={[notFoundCopy.marquee]}
        repeat={4}
        durationSeconds={20}
        className="mt-20 border-y border-ink-800 py-6"
        itemClassName="font-display text-4xl font-bold text-muted sm:text-6xl"
      />
    </section>
  );
}
