import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from './testimonial-card';
import { copyOf } from '@/content/localized';
import { englishOnly, type Locale } from '@/content/locales';
import type { Testimonial } from '@/content/types';

/** Testimonials slide at the spec's 1000 ms. */
const TESTIMONIALS_SPEED_MS = 1000;

interface TestimonialsSectionProps {
  locale: Locale;
  /** id of the section heading. */
  id: string;
  eyebrow: string;
  heading: string;
  testimonials: readonly Testimonial[];
  /** Show each testimonial's star rating (the SEO page's closing section). */
  stars?: boolean;
}

export function TestimonialsSection({
  locale,
  id,
  eyebrow,
  heading,
  testimonials,
  stars = false,
}: TestimonialsSectionProps) {
  return (
    <section aria-labelledby={id} className="border-t border-ink-800 section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={heading} />
        <Carousel
          label={eyebrow}
          copy={copyOf(locale, 'common').carousel}
          speedMs={TESTIMONIALS_SPEED_MS}
          loop
          className="mt-10 lg:-mt-12"
        >
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.slug}
              locale={locale}
              testimonial={testimonial}
              stars={stars}
              // The clients' own words, as they gave them.
              lang={englishOnly(locale)}
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
