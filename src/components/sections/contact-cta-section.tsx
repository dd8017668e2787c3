import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { servicesCopy } from '@/content/pages';
import type { AnalyticsAttributes } from '@/lib/analytics';

interface ContactCtaSectionProps {
  id?: string;
  heading?: string;
  text?: string;
  cta?: string;
  /** Where the button goes, e.g. the contact page with a subject filled in. */
  href?: string;
  /** Counts a click on the button (`analyticsAttributes('Case Study CTA', …)`). */
  analytics?: AnalyticsAttributes;
  /** More ways to get in touch, shown beside the button. */
  children?: ReactNode;
}

/** Closing call to action: a short invitation and 'Get Consultation' to the contact page. */
export function ContactCtaSection({
  id = 'contact-cta-heading',
  heading = servicesCopy.contactCta.heading,
  text = servicesCopy.contactCta.text,
  cta = servicesCopy.contactCta.cta,
  href = '/contact-us',
  analytics,
  children,
}: ContactCtaSectionProps) {
  return (
    <section aria-labelledby={id} className="section-y">
      <div className="container-site">
        <div className="relative isolate overflow-hidden rounded-card border border-ink-800 bg-ink-900 px-6 py-12 sm:px-12 sm:py-16 lg:px-16 lg:py-20">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-40 -z-10 size-[28rem] rounded-full bg-[radial-gradient(circle,rgb(198_244_50/0.16),transparent_65%)]"
          />
          <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={id} className="text-3xl font-bold sm:text-5xl">
                {heading}
              </h2>
              <p className="mt-5 text-lg text-muted">{text}</p>
            </div>
            <div className="flex flex-col items-start gap-4 sm:flex-row sm:flex-wrap sm:items-center lg:justify-end">
              <SiteLink href={href} className={buttonClasses()} {...analytics}>
                {cta}
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
