import { buttonClasses } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { WhatsAppTextLink } from '@/components/ui/whatsapp-link';
import { copyOf } from '@/content/localized';
import { englishOnly, type Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import type { Service } from '@/content/types';
import { analyticsAttributes } from '@/lib/analytics';
import { fillTemplate } from '@/lib/i18n/copy';

interface ServiceHeaderSectionProps {
  locale: Locale;
  service: Service;
  /** The agency's WhatsApp number; without one there is no 'Ask about … on WhatsApp' link. */
  whatsapp: string | undefined;
}

/**
 * A service page's header: title, summary and a WhatsApp link that names the service, with the
 * agency-profile download and the service's picture beside them.
 */
export function ServiceHeaderSection({ locale, service, whatsapp }: ServiceHeaderSectionProps) {
  const names = { service: service.title };
  const servicesCopy = copyOf(locale, 'servicesPage');
  return (
    <PageHeader
      locale={locale}
      title={service.title}
      crumbs={crumbsFor(
        locale,
        { label: copyOf(locale, 'meta').services.title, href: '/services' },
        { label: service.title, href: `/services/${service.slug}` },
      )}
      intro={
        <>
          <p>{service.summary}</p>
          <WhatsAppTextLink
            locale={locale}
            number={whatsapp}
            message={fillTemplate(servicesCopy.whatsapp.message, names)}
            analytics={analyticsAttributes('WhatsApp Click', { placement: 'service', service: service.slug })}
            className="mt-6 flex w-fit text-base"
          >
            {fillTemplate(servicesCopy.whatsapp.link, names)}
          </WhatsAppTextLink>
        </>
      }
    >
      <div className="flex flex-col gap-8 lg:items-end">
        {/* The agency profile is written in English. */}
        <a
          href={siteConfig.profilePdf}
          hrefLang={englishOnly(locale)}
          {...analyticsAttributes('Profile Download', { service: service.slug })}
          className={buttonClasses({ variant: 'outline', className: 'self-start lg:self-end' })}
        >
          <Icon name="download" />
          {servicesCopy.downloadPdf}
        </a>
        <Picture
          image={service.image}
          slot="serviceHeader"
          preload
          preloadMedia="(min-width: 1024px)"
          className="hidden aspect-[3/2] w-full rounded-card border border-ink-800 bg-ink-900 object-cover lg:block"
        />
      </div>
    </PageHeader>
  );
}
