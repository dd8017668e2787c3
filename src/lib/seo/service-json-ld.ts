/**
 * A service page's JSON-LD: the service, provided by the agency in its city, with its packages as
 * an OfferCatalog of Offers at their prices in rupees.
 */
import type { Offer, OfferCatalog, Service as ServiceSchema, WithContext } from 'schema-dts';
import { absoluteUrl } from '@/env';
import { defaultLocale, localePath, type Locale } from '@/content/locales';
import { copyOf } from '@/content/localized';
import { siteConfig } from '@/content/site';
import type { Service, ServicePackage } from '@/content/types';
import { fillTemplate } from '@/lib/i18n/copy';
import { packageAnchor } from '@/lib/pricing/packages';
import { organizationId } from './json-ld';

/** The currency every package is priced in. */
const PRICE_CURRENCY = 'PKR';
/** UN/CEFACT unit code for a month, the period of a monthly package's price. */
const MONTH_UNIT = 'MON';

/**
 * One package as an Offer at its price in rupees. A monthly price is a unit price per month; a
 * "from" price is the least the package costs (`minPrice`).
 */
function packageOffer(service: Service, item: ServicePackage, locale: Locale): Offer {
  const monthly = item.period === 'monthly';
  return {
    '@type': 'Offer',
    name: item.name,
    description: item.summary,
    url: absoluteUrl(`${localePath(locale, `/services/${service.slug}`)}#${packageAnchor(service, item)}`),
    price: item.price,
    priceCurrency: PRICE_CURRENCY,
    priceSpecification: {
      '@type': monthly ? 'UnitPriceSpecification' : 'PriceSpecification',
      price: item.price,
      priceCurrency: PRICE_CURRENCY,
      ...(item.from ? { minPrice: item.price } : {}),
      ...(monthly
        ? {
            unitCode: MONTH_UNIT,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: MONTH_UNIT },
          }
        : {}),
    },
    seller: { '@id': organizationId() },
  };
}

/** The service's packages as an OfferCatalog; none without packages. */
function offerCatalog(service: Service, locale: Locale): OfferCatalog | undefined {
  if (service.packages.length === 0) return undefined;
  return {
    '@type': 'OfferCatalog',
    name: fillTemplate(copyOf(locale, 'pricing').packages.heading, { service: service.title }),
    itemListElement: service.packages.map((item) => packageOffer(service, item, locale)),
  };
}

export function serviceJsonLd(service: Service, locale: Locale = defaultLocale): WithContext<ServiceSchema> {
  const catalog = offerCatalog(service, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: absoluteUrl(localePath(locale, `/services/${service.slug}`)),
    image: absoluteUrl(service.image.src),
    provider: { '@id': organizationId() },
    areaServed: { '@type': 'City', name: siteConfig.address.city },
    ...(catalog ? { hasOfferCatalog: catalog } : {}),
  };
}
