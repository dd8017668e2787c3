import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { processStepKeys, type ProcessSteps } from '@/content/types';
import { linkTo } from '@/lib/i18n/routes';

interface ProcessSectionProps {
  locale: Locale;
  /** The service's own words for each step. */
  process: ProcessSteps;
}

/** 'Our Process': four numbered steps, each in the service's own words. */
export function ProcessSection({ locale, process }: ProcessSectionProps) {
  const servicesCopy = copyOf(locale, 'servicesPage');
  const { eyebrow, heading, steps } = servicesCopy.process;
  const id = 'process-heading';
  return (
    <section aria-labelledby={id} className="border-t border-ink-800 bg-ink-900/40 section-y">
      <div className="container-site">
        <SectionHeading id={id} eyebrow={eyebrow} title={heading} />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4 lg:gap-6">
          {processStepKeys.map((step, index) => {
            const headingId = `process-step-${step}`;
            return (
              <li
                key={step}
                className="group flex flex-col rounded-card border border-ink-800 bg-ink-900 p-7 transition-colors duration-300 focus-within:border-accent/70 hover:border-accent/70"
              >
                <span
                  aria-hidden="true"
                  className="font-display text-5xl leading-none font-bold text-transparent transition-colors duration-300 [-webkit-text-stroke:1px_var(--color-accent)] group-hover:text-accent"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 id={headingId} className="mt-8 text-2xl font-bold">
                  {steps[step]}
                </h3>
                <p className="mt-4 flex-1 text-muted">{process[step]}</p>
                <SiteLink
                  {...linkTo(locale, '/about-us')}
                  className="mt-8 inline-flex items-center gap-2 self-start text-sm font-semibold text-fg transition-colors hover:text-accent"
                >
                  {servicesCopy.readMore}
                  <span className="sr-only">{` ${servicesCopy.readMoreAbout} ${steps[step]}`}</span>
                  <Icon name="arrowUpRight" className="size-4 text-accent" />
                </SiteLink>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
