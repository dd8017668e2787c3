import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { TALL_PICTURE_MAX_VH } from '@/lib/images/slots';
import { buttonClasses } from '@/components/ui/button-link';
import { commonCopy, portfolioCopy } from '@/content/pages';
import { testimonials } from '@/content/testimonials';
import type { PortfolioItem } from '@/content/types';
import { TestimonialCard } from './testimonial-card';

interface CaseStudyGallerySectionProps {
  item: PortfolioItem;
}

/**
 * Full width from tablets up: the first picture, and the last when it would otherwise sit alone
 * in its row, beside an empty half.
 */
export function isWide(index: number, count: number): boolean {
  return index === 0 || (index === count - 1 && (count - 1) % 2 === 1);
}

/** The gallery, the client's words where we have them, the tools used and the live site. */
export function CaseStudyGallerySection({ item }: CaseStudyGallerySectionProps) {
  const copy = portfolioCopy.caseStudy;
  const testimonial = testimonials.find((quote) => quote.slug === item.testimonial);
  return (
    <div className="border-t border-ink-800">
      <div className="container-site grid gap-16 pt-16 md:pt-24">
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="text-3xl font-bold sm:text-4xl">
            {copy.galleryHeading}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {item.gallery.map((picture, index) => (
              <li
                key={picture.src}
                className={isWide(index, item.gallery.length) ? 'md:col-span-2' : undefined}
              >
                <Picture
                  image={picture}
                  slot={isWide(index, item.gallery.length) ? 'galleryWide' : 'gallery'}
                  maxHeightVh={TALL_PICTURE_MAX_VH}
                  className="mx-auto h-auto w-full rounded-card border border-ink-800 bg-ink-900"
                />
              </li>
            ))}
          </ul>
        </section>
        {testimonial ? (
          <section aria-labelledby="testimonial-heading">
            <h2 id="testimonial-heading" className="eyebrow">
              {copy.testimonialHeading}
            </h2>
            <div className="mt-6">
              <TestimonialCard locale="en" testimonial={testimonial} />
            </div>
          </section>
        ) : null}
        <section
          aria-labelledby="tools-heading"
          className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between"
        >
          <div>
            <h2 id="tools-heading" className="text-2xl font-bold sm:text-3xl">
              {copy.toolsHeading}
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {item.tools.map((tool) => (
                <li key={tool} className="rounded-full bg-ink-800 px-4 py-2 text-sm text-fg">
                  {tool}
                </li>
              ))}
            </ul>
          </div>
          {item.liveUrl ? (
            <a
              href={item.liveUrl}
              target="_blank"
              rel="noopener"
              className={buttonClasses({ variant: 'outline' })}
            >
              {copy.visitLive}
              <Icon name="arrowUpRight" />
              <span className="sr-only">{commonCopy.opensInNewTab}</span>
            </a>
          ) : null}
        </section>
      </div>
    </div>
  );
}
