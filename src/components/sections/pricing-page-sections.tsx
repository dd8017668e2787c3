import { ContactCtaSection } from '@/components/sections/contact-cta-section';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { SiteLink } from '@/components/ui/site-link';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { servicesOf } from '@/content/services';
import { fillTemplate } from '@/lib/i18n/copy';
import { linkTo } from '@/lib/i18n/routes';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import { PackageCard } from './package-card';
import { PricingGlanceSection } from './pricing-glance-section';

interface PricingPageSectionsProps {
  locale: Locale;
}

/**
 * /pricing: every service that has packages, first as a list at a glance, then each with its
 * package cards, the notes every price shares, and a call to action for work no package fits.
 */
export function PricingPageSections({ locale }: PricingPageSectionsProps) {
  const copy = copyOf(locale, 'pricing');
  const meta = copyOf(locale, 'meta').pricing;
  const priced = servicesOf(locale).filter((service) => service.packages.length > 0);
  return (
    <>
      <PageHeader
        locale={locale}
        title={copy.heading}
        crumbs={crumbsFor(locale, { label: meta.title, href: '/pricing' })}
        intro={copy.text}
      />
      <PricingGlanceSection locale={locale} services={priced} />
      {priced.map((service) => {
        const id = `${service.slug}-heading`;
        return (
          <section
            key={service.slug}
            id={service.slug}
            aria-labelledby={id}
            className="scroll-mt-24 border-t border-ink-800 section-y"
          >
            <div className="container-site">
              <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
                <h2 id={id} className="text-3xl font-bold sm:text-4xl">
                  {fillTemplate(copy.packages.heading, { service: service.title })}
                </h2>
                <SiteLink
                  {...linkTo(locale, `/services/${service.slug}`)}
                  className="font-semibold text-muted underline decoration-ink-600 underline-offset-[6px] hover:text-accent hover:decoration-accent"
                >
                  {fillTemplate(copy.packages.aboutService, { service: service.title })}
                </SiteLink>
              </div>
              <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3 md:max-lg:[&>:last-child:nth-child(odd)]:col-span-2">
                {service.packages.map((item) => (
                  <PackageCard key={item.id} locale={locale} service={service} item={item} />
                ))}
              </div>
            </div>
          </section>
        );
      })}
      {copy.notes.length > 0 ? (
        <div className="container-site">
          <ul className="grid gap-3 border-t border-ink-800 pt-10 text-sm text-muted">
            {copy.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ContactCtaSection
        locale={locale}
        id="pricing-cta-heading"
        heading={copy.cta.heading}
        text={copy.cta.text}
        cta={copy.cta.button}
      />
      <JsonLd data={webPageJsonLd({ locale, path: '/pricing', ...meta })} />
    </>
  );
}
