import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { linkTo } from '@/lib/i18n/routes';
import type { AnalyticsAttributes } from '@/lib/analytics';

interface ContactCtaSectionProps {
  locale: Locale;
  id?: string;
  heading?: string;
  text?: string;
  cta?: string;
  /** Where the button goes (an English page's path), e.g. the contact page with a subject filled in. */
  href?: string;
  /** Counts a click on the button (`analyticsAttributes('Case Study CTA', …)`). */
  analytics?: AnalyticsAttributes;
  /** More ways to get in touch, shown beside the button. */
  children?: ReactNode;
}

/** Closing call to action: a short invitation and 'Get Consultation' to the contact page. */
export function ContactCtaSection({
  locale,
  id = 'contact-cta-heading',
  heading,
  text,
  cta,
  href = '/contact-us',
  analytics,
  children,
}: ContactCtaSectionProps) {
  const { contactCta } = copyOf(locale, 'servicesPage');
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <div className="relative isolate rounded-card border border-ink-800 bg-ink-900 px-6 py-12 sm:px-12 sm:py-16 lg:px-16 lg:py-20">
          {/* The glow is clipped on a layer of its own, so the text is never clipped with it (a
              Nastaliq line reaches beyond its box). */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -z-10 overflow-hidden rounded-card"
          >
            <div className="absolute -inset-e-24 -bottom-40 size-[28rem] rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.16),transparent_65%)]" />
          </div>
          <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={id} className="text-3xl font-bold sm:text-5xl">
                {heading ?? contactCta.heading}
              </h2>
              <p className="mt-5 text-lg text-muted">{text ?? contactCta.text}</p>
            </div>
            <div className="flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-center lg:justify-end">
              <SiteLink {...linkTo(locale, href)} className={buttonClasses()} {...analytics}>
                {cta ?? contactCta.cta}
                <Icon name="arrowUpRight" />
              </SiteLink>
              {children}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
