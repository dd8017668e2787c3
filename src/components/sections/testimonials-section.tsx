import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { TestimonialCard } from './testimonial-card';
import { copyOf } from '@/content/localized';
import { englishOnly, type Locale } from '@/content/locales';
import { featuredTestimonials } from '@/content/testimonials';

/** Testimonials slide at the spec's 1000 ms. */
const TESTIMONIALS_SPEED_MS = 1000;

interface TestimonialsSectionProps {
  locale: Locale;
  /** id of the section heading. */
  id: string;
  /** The page's words above the carousel. */
  copy: { eyebrow: string; heading: string };
  /** Show each testimonial's star rating (the SEO page's closing section). */
  stars?: boolean;
}

/** The featured testimonials in a carousel, under the page's own heading. */
export function TestimonialsSection({ locale, id, copy, stars = false }: TestimonialsSectionProps) {
  const { eyebrow, heading } = copy;
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
          {featuredTestimonials.map((testimonial) => (
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
