import { ServiceCard } from '@/components/sections/service-card';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Locale } from '@/content/locales';
import { servicesOf } from '@/content/services';
import type { Service } from '@/content/types';
import { cn } from '@/lib/utils';

interface ServicesGridSectionProps {
  locale: Locale;
  /** id of the section heading (labels the section). */
  id?: string;
  eyebrow?: string;
  heading: string;
  text?: string;
  /** Keep the heading for assistive technology only, when the page header already introduces the list. */
  hideHeading?: boolean;
  /** The services written in `locale`, unless given. */
  services?: readonly Service[];
  className?: string;
}

/** The services as a grid of cards: one column, two from `sm`, three from `lg`. */
export function ServicesGridSection({
  locale,
  id = 'services-heading',
  eyebrow,
  heading,
  text,
  hideHeading = false,
  services = servicesOf(locale),
  className,
}: ServicesGridSectionProps) {
  return (
    <section aria-labelledby={id} className={cn('section-y', className)}>
      <div className="container-site">
        {hideHeading ? (
          <h2 id={id} className="sr-only">
            {heading}
          </h2>
        ) : (
          <SectionHeading id={id} eyebrow={eyebrow} title={heading} text={text} className="mb-12 lg:mb-16" />
        )}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard locale={locale} service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
