import { Marquee } from '@/components/ui/marquee';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { servicesOf } from '@/content/services';

const MARQUEE_SECONDS = 40;

interface ServicesMarqueeSectionProps {
  locale: Locale;
}

/** A band of words scrolling across the page: the home page's marquee words, else the service names. */
export function ServicesMarqueeSection({ locale }: ServicesMarqueeSectionProps) {
  const homeCopy = copyOf(locale, 'home');
  const words =
    homeCopy.marquee.length > 0 ? homeCopy.marquee : servicesOf(locale).map((service) => service.title);
  return (
    <section
      aria-label={homeCopy.marqueeLabel}
      className="border-y border-ink-800 bg-ink-900/60 py-8 sm:py-10"
    >
      <Marquee
        items={words}
        repeat={1}
        durationSeconds={MARQUEE_SECONDS}
        itemClassName="font-display text-3xl font-bold text-fg sm:text-5xl"
      />
    </section>
  );
}
