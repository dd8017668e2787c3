import { Marquee } from '@/components/ui/marquee';
import { services } from '@/content/services';

const MARQUEE_SECONDS = 40;

/** A band of the service names scrolling across the page. */
export function ServicesMarqueeSection() {
  return (
    <section
      aria-label="Our services at a glance"
      className="border-y border-ink-800 bg-ink-900/60 py-8 sm:py-10"
    >
      <Marquee
        items={services.map((service) => service.title)}
        repeat={1}
        durationSeconds={MARQUEE_SECONDS}
        itemClassName="font-display text-3xl font-bold text-fg sm:text-5xl"
      />
    </section>
  );
}
