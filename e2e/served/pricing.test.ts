/**
 * Packages and prices as served, in both languages: /pricing lists every package with its price
 * and badge, a service page its own packages (and one without packages none), each package's
 * Choose and WhatsApp links carry it as plain links that work without JavaScript, and a service
 * page's offers in JSON-LD. The browser's part (the enquiry reaching the store with and without
 * JavaScript, sideways scroll, axe) is in e2e/pricing.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { copyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { getService, servicesOf } from '@/content/services';
import { siteConfig } from '@/content/site';
import { formatRupees } from '@/lib/i18n/money';
import { packagePrice, packageSubject } from '@/lib/pricing/packages';
import { all, only, servedPage, textOf } from '@test-support/served';

const SEO = 'search-engine-optimization';
const words = (locale: Locale) => copyOf(locale, 'pricing').packages;
const seo = (locale: Locale) => getService(SEO, locale)!;
const growth = (locale: Locale) => seo(locale).packages.find((item) => item.id === 'growth')!;
const prefix = (locale: Locale) => (locale === 'ur' ? '/ur' : '');
const priced = (locale: Locale) => servicesOf(locale).filter((service) => service.packages.length > 0);

/** Text with runs of white space made one space, as it is compared on the page. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

const card = (document: Document, slug: string, id: string) => only(document, `article#${slug}-${id}`);

/** The section labelled by a heading that reads `name`. */
function region(document: Document, name: string): Element[] {
  return all(document, 'section[aria-labelledby]').filter(
    (section) => textOf(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) === name,
  );
}

for (const locale of ['en', 'ur'] as const) {
  describe(`packages in ${locale}`, () => {
    test('/pricing lists every package with its name, price and whether it is recommended', async () => {
      const { document } = await servedPage(`${prefix(locale)}/pricing`);
      expect(textOf(only(document, 'h1'))).toBe(copyOf(locale, 'pricing').heading);
      expect(priced(locale).length).toBeGreaterThanOrEqual(4);
      for (const service of priced(locale)) {
        for (const item of service.packages) {
          const where = `${service.slug}/${item.id}`;
          const box = card(document, service.slug, item.id);
          const headings = all(box, 'h1, h2, h3, h4, h5, h6').filter(
            (heading) => textOf(heading) === item.name,
          );
          expect(headings, where).toHaveLength(1);
          expect(textOf(box), where).toContain(squash(formatRupees(locale, item.price)));
          const badges = all(box, '*').filter((element) => textOf(element) === words(locale).recommended);
          expect(badges, where).toHaveLength(item.recommended ? 1 : 0);
        }
      }
    });

    test('a service page shows its packages, and one without packages shows none', async () => {
      const { document } = await servedPage(`${prefix(locale)}/services/${SEO}`);
      const heading = words(locale).heading.replace('{service}', seo(locale).title);
      const sections = region(document, heading);
      expect(sections.flatMap((section) => all(section, 'article'))).toHaveLength(
        seo(locale).packages.length,
      );
      expect(textOf(card(document, SEO, 'growth'))).toContain(
        squash(formatRupees(locale, growth(locale).price)),
      );

      const unpriced = servicesOf(locale).find((service) => service.packages.length === 0)!;
      const other = await servedPage(`${prefix(locale)}/services/${unpriced.slug}`);
      expect(all(other.document, '#packages')).toHaveLength(0);
    });

    test('Choose and WhatsApp carry the package, as plain links', async () => {
      const { document } = await servedPage(`${prefix(locale)}/pricing`);
      const box = card(document, SEO, 'growth');
      const chooseName = words(locale).choose.replace('{package}', growth(locale).name).toLowerCase();
      const choose = all(box, 'a[href]').filter((link) => textOf(link).toLowerCase().includes(chooseName));
      expect(choose).toHaveLength(1);
      const href = new URL(choose[0]!.getAttribute('href')!, 'http://site.invalid');
      expect(href.pathname).toBe(`${prefix(locale)}/contact-us`);
      expect(href.searchParams.get('subject')).toBe(
        packageSubject(locale, words(locale), seo(locale), growth(locale)),
      );
      expect(href.searchParams.get('subject')).toContain(packagePrice(locale, growth(locale)));
      expect(href.searchParams.get('package')).toBe(`${SEO}/growth`);

      const whatsapp = only(box, 'a[href^="https://wa.me/"]');
      const message = new URL(whatsapp.getAttribute('href')!).searchParams.get('text') ?? '';
      expect(siteConfig.whatsapp).toBeTruthy();
      expect(message).toContain(growth(locale).name);
      expect(message).toContain(packagePrice(locale, growth(locale)));
    });
  });
}

describe('offers in JSON-LD', () => {
  test('a service page carries an OfferCatalog with an Offer per package, in rupees', async () => {
    const { document } = await servedPage(`/services/${SEO}`);
    const blocks = all(document, 'script[type="application/ld+json"]').map((script) =>
      JSON.parse(script.textContent ?? ''),
    );
    const service = blocks.find((data) => data['@type'] === 'Service');
    expect(service.hasOfferCatalog['@type']).toBe('OfferCatalog');
    expect(service.hasOfferCatalog.itemListElement).toHaveLength(seo('en').packages.length);
    expect(service.hasOfferCatalog.itemListElement[1]).toMatchObject({
      '@type': 'Offer',
      name: 'Growth',
      price: 85000,
      priceCurrency: 'PKR',
      priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON' },
    });
  });
});
