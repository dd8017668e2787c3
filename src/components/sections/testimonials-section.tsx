import { Img } from '@/components/ui/img';
import { Carousel } from '@/components/ui/carousel';
import { SectionHeading } from '@/components/ui/section-heading';
import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '@/content/types';

/** Testimonials slide at the spec's 1000 ms. */
const TESTIMONIALS_SPEED_MS = 1000;

interface TestimonialsSectionProps {
  /** id of the section heading. */
  id: string;
  eyebrow: string;
  heading: string;
  testimonials: readonly Testimonial[];
  /** Show each testimonial's star rating (the SEO page's closing section). */
  stars?: boolean;
}

export function TestimonialsSection({
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
        <Carousel label={eyebrow} speedMs={TESTIMONIALS_SPEED_MS} loop className="mt-10 lg:-mt-12">
          {testimonials.map((testimonial) => (
            <figure
              key={testimonial.slug}
              className="flex h-full flex-col justify-between gap-10 rounded-card border border-ink-800 bg-ink-900 p-7 sm:p-10 lg:p-14"
            >
              <div>
                <span aria-hidden="true" className="block font-display text-7xl leading-none text-accent">
                  “
                </span>
                {stars ? <StarRating rating={testimonial.rating} className="mt-2" /> : null}
                <blockquote className="mt-4 max-w-4xl font-display text-xl leading-snug text-fg sm:text-2xl">
                  <p>{testimonial.quote}</p>
                </blockquote>
              </div>
              <figcaption className="flex items-center gap-4">
                <Img
                  src={testimonial.image.src}
                  alt={testimonial.image.alt}
                  width={testimonial.image.width}
                  height={testimonial.image.height}
                  className="size-14 rounded-full bg-ink-800 object-cover sm:size-16"
                />
                <span>
                  <span className="block font-semibold text-fg">{testimonial.name}</span>
                  <span className="block text-sm text-muted">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
