import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { Service } from '@/content/types';
import { linkTo } from '@/lib/i18n/routes';
import { cn } from '@/lib/utils';

interface ServiceCardProps {
  locale: Locale;
  service: Service;
  /** Heading level of the card title: h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** One service: icon, two-word title, summary and a 'Read More' link to its page. */
export function ServiceCard({ locale, service, headingLevel: Heading = 'h3', className }: ServiceCardProps) {
  const servicesCopy = copyOf(locale, 'servicesPage');
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-card border border-ink-800 bg-ink-900 p-7 sm:p-8',
        'transition-[border-color,background-color,transform,box-shadow] duration-300 ease-out-expo',
        'focus-within:border-accent/70 hover:border-accent/70 hover:bg-ink-800/60',
        'motion-safe:hover:-translate-y-1.5 motion-safe:hover:shadow-[0_24px_60px_-30px_rgb(198_244_50/0.35)]',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-accent/10 text-accent ring-1 ring-accent/20 transition-colors duration-300 ring-inset group-hover:bg-accent group-hover:text-on-accent"
      >
        <Icon name={service.icon} className="size-7" />
      </span>
      <Heading className="mt-8 text-2xl font-bold">{service.cardTitle}</Heading>
      <p className="mt-4 flex-1 text-muted">{service.summary}</p>
      <SiteLink
        {...linkTo(locale, `/services/${service.slug}`)}
        className="mt-8 inline-flex items-center gap-2 self-start font-semibold text-fg transition-colors hover:text-accent"
      >
        {servicesCopy.readMore}
        <span className="sr-only">{` ${servicesCopy.readMoreAbout} ${service.title}`}</span>
        <Icon
          name="arrowUpRight"
          className="size-4 text-accent transition-transform duration-300 motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5 rtl:motion-safe:group-hover:-translate-x-0.5"
        />
      </SiteLink>
    </article>
  );
}
