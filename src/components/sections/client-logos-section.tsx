import { Picture } from '@/components/ui/picture';
import { Carousel } from '@/components/ui/carousel';
import { clients } from '@/content/clients';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';

/** The spec's client-logo carousel: 500 ms slides, 2/3/5 per view from 500/700/1000 px. */
const LOGOS_SPEED_MS = 500;
const LOGOS_PER_VIEW = { base: 2, 500: 2, 700: 3, 1000: 5 };
const LOGOS_SPACING_PX = 30;
const LOGOS_AUTOPLAY_MS = 3000;

interface ClientLogosSectionProps {
  locale: Locale;
}

export function ClientLogosSection({ locale }: ClientLogosSectionProps) {
  const homeCopy = copyOf(locale, 'home');
  return (
    <section aria-labelledby="clients-heading" className="border-t border-ink-800 section-y">
      <div className="container-site">
        <h2
          id="clients-heading"
          className="mx-auto max-w-2xl text-center text-2xl font-semibold text-muted sm:text-3xl"
        >
          {homeCopy.clients.heading}
        </h2>
        <Carousel
          label={homeCopy.clients.label}
          copy={copyOf(locale, 'common').carousel}
          speedMs={LOGOS_SPEED_MS}
          slidesPerView={LOGOS_PER_VIEW}
          spacingPx={LOGOS_SPACING_PX}
          autoplayMs={LOGOS_AUTOPLAY_MS}
          loop
          className="mt-12"
        >
          {clients.map((client) => (
            <div
              key={client.slug}
              className="grid h-28 place-items-center rounded-card border border-ink-800 bg-ink-900/60 px-6 transition-colors hover:border-ink-600"
            >
              <Picture
                image={client.logo}
                slot="clientLogo"
                className="h-auto max-h-16 w-full object-contain opacity-80"
              />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
