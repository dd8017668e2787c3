import { imageAsset, loadCollection, type Entry } from './load';
import { collections } from './schema/model';

const model = collections.testimonials;

function toTestimonial({
  slug,
  name,
  role,
  quote,
  image,
  imageAlt,
  imageFocus,
  rating,
}: Entry<typeof model.fields>) {
  return {
    slug,
    name,
    role,
    quote,
    image: imageAsset(image, imageAlt, `${model.path}/${slug}.yaml: image`, {
      kind: model.fields.image.kind,
      focus: imageFocus,
    }),
    rating,
  };
}

export type Testimonial = ReturnType<typeof toTestimonial>;

/** Client quotes for the home page, the About page, the SEO page and case studies (content/testimonials). */
export const testimonials: readonly Testimonial[] = loadCollection(model).map(toTestimonial);

/** Pages show the first two testimonials (spec, section 9): home, About and the services that close with them. */
export const FEATURED_TESTIMONIAL_COUNT = 2;
export const featuredTestimonials: readonly Testimonial[] = testimonials.slice(0, FEATURED_TESTIMONIAL_COUNT);
