import { imageAsset, loadCollection } from './load';
import { collections } from './schema/model';
import type { Testimonial } from './types';

/** Client quotes for the home page, the About page, the SEO page and case studies (content/testimonials). */
export const testimonials: readonly Testimonial[] = loadCollection(collections.testimonials).map(
  ({ slug, name, role, quote, image, imageAlt, imageFocus, rating }) => ({
    slug,
    name,
    role,
    quote,
    image: imageAsset(image, imageAlt, `${collections.testimonials.path}/${slug}.yaml: image`, {
      kind: collections.testimonials.fields.image.kind,
      focus: imageFocus,
    }),
    rating: rating as Testimonial['rating'],
  }),
);

/** Pages show the first two testimonials (spec, section 9): home, About and the services that close with them. */
export const FEATURED_TESTIMONIAL_COUNT = 2;
export const featuredTestimonials: readonly Testimonial[] = testimonials.slice(0, FEATURED_TESTIMONIAL_COUNT);
