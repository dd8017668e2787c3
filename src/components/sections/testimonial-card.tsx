import { Picture } from '@/components/ui/picture';
import { StarRating } from '@/components/ui/star-rating';
import { localeInfo, type Locale } from '@/content/locales';
import type { Testimonial } from '@/content/types';

interface TestimonialCardProps {
  locale: Locale;
  testimonial: Testimonial;
  /** The quote's language, when it is not the page's: the card is laid out in its direction. */
  lang?: Locale;
  /** Show the rating (the SEO page's testimonials). */
  stars?: boolean;
}

/** One client quote with the client's portrait, name and role. */
export function TestimonialCard({ locale, testimonial, stars = false, lang }: TestimonialCardProps) {
  return (
    <figure
      lang={lang}
      dir={lang ? localeInfo[lang].dir : undefined}
      className="flex h-full flex-col justify-between gap-10 rounded-card border border-ink-800 bg-ink-900 p-7 sm:p-10 lg:p-14"
    >
      <div>
        <span aria-hidden="true" className="block font-display text-7xl leading-none text-accent">
          “
        </span>
        {stars ? <StarRating locale={locale} rating={testimonial.rating} className="mt-2" /> : null}
        <blockquote className="mt-4 max-w-4xl font-display text-xl leading-snug text-fg sm:text-2xl">
          <p>{testimonial.quote}</p>
        </blockquote>
      </div>
      <figcaption className="flex items-center gap-4">
        <Picture
          image={testimonial.image}
          slot="testimonialAvatar"
          className="size-14 rounded-full bg-ink-800 object-cover sm:size-16"
        />
        <span>
          <span className="block font-semibold text-fg">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
