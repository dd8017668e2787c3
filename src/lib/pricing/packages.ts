/**
 * What choosing a package sends: the contact form's address with the subject written out and the
 * package named in its own field, and the WhatsApp message. Plain links with a query, so both work
 * without JavaScript (the query fills the form on the server: src/lib/seo/rewrites.ts).
 */
import type { Locale } from '@/content/locales';
import type { Service, ServicePackage } from '@/content/types';
import { fillTemplate } from '@/lib/i18n/copy';
import { formatPrice, type Price } from '@/lib/i18n/money';

/** The words the enquiry is written with (the pricing copy's `packages`). */
export interface EnquiryWords {
  subject: string;
  whatsappMessage: string;
}

/** The package as the enquiry's `package` field names it: `search-engine-optimization/growth`. */
export function packageKey(service: Pick<Service, 'slug'>, item: Pick<ServicePackage, 'id'>): string {
  return `${service.slug}/${item.id}`;
}

/** The id of a package's card, the target of links from the search and the list at a glance. */
export function packageAnchor(service: Pick<Service, 'slug'>, item: Pick<ServicePackage, 'id'>): string {
  return `${service.slug}-${item.id}`;
}

/** A package's price as the formatter takes it. */
export function priceOf(item: ServicePackage): Price {
  return { amount: item.price, period: item.period, from: item.from };
}

/** The price of a package on one line, in `locale`: "Rs 85,000/month". */
export function packagePrice(locale: Locale, item: ServicePackage): string {
  return formatPrice(locale, priceOf(item));
}

function names(locale: Locale, service: Service, item: ServicePackage) {
  return { service: service.title, package: item.name, price: packagePrice(locale, item) };
}

/** "SEO — Growth package, Rs 85,000/month", in the page's language. */
export function packageSubject(locale: Locale, words: EnquiryWords, service: Service, item: ServicePackage) {
  return fillTemplate(words.subject, names(locale, service, item));
}

/**
 * The contact page (its English path; `linkTo` gives the Urdu one) with the subject filled in and the
 * package as its own field: `/contact-us?subject=…&package=search-engine-optimization%2Fgrowth`.
 */
export function packageContactHref(
  locale: Locale,
  words: EnquiryWords,
  service: Service,
  item: ServicePackage,
): string {
  const query = new URLSearchParams({
    subject: packageSubject(locale, words, service, item),
    package: packageKey(service, item),
  });
  return `/contact-us?${query}`;
}

/** The message a package's WhatsApp link writes in the chat. */
export function packageWhatsAppMessage(
  locale: Locale,
  words: EnquiryWords,
  service: Service,
  item: ServicePackage,
): string {
  return fillTemplate(words.whatsappMessage, names(locale, service, item));
}
