import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import type { Locale } from '../src/content/locales';
import { getService, servicesOf } from '../src/content/services';
import { siteConfig } from '../src/content/site';
import { formatRupees } from '../src/lib/i18n/money';
import { packageKey, packagePrice, packageSubject } from '../src/lib/pricing/packages';
import { asNewClient, contactFormOf, storedLeads, confirmNoScriptSend } from './form-sends';

/**
 * Packages and prices: the service pages' packages and /pricing in both languages, at 375 px
 * (mobile) and 1440 px (desktop) without sideways scrolling; "Choose" filling the contact form's
 * subject and its hidden package field, which reaches the store with JavaScript (the SDK to the
 * embedded endpoint) and without it (the plain post); the WhatsApp message; the offers' JSON-LD.
 */
const SEO = 'search-engine-optimization';
const words = (locale: Locale) => copyOf(locale, 'pricing').packages;
const seo = (locale: Locale) => getService(SEO, locale)!;
const growth = (locale: Locale) => seo(locale).packages.find((item) => item.id === 'growth')!;
const prefix = (locale: Locale) => (locale === 'ur' ? '/ur' : '');
const priced = (locale: Locale) => servicesOf(locale).filter((service) => service.packages.length > 0);

// Each test that sends does so from an address of its own (the test server trusts X-Forwarded-For).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(asNewClient());
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const card = (page: Page, slug: string, id: string) => page.locator(`article#${slug}-${id}`);

for (const locale of ['en', 'ur'] as const) {
  test.describe(`packages in ${locale}`, () => {
    test(`/pricing lists every package with its price, and nothing scrolls sideways @phone`, async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/pricing`);
      await expect(page.locator('h1')).toHaveText(copyOf(locale, 'pricing').heading);
      expect(priced(locale).length).toBeGreaterThanOrEqual(4);
      for (const service of priced(locale)) {
        for (const item of service.packages) {
          const box = card(page, service.slug, item.id);
          await expect(box.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
          await expect(box).toContainText(formatRupees(locale, item.price));
          await expect(box.getByText(words(locale).recommended, { exact: true })).toHaveCount(
            item.recommended ? 1 : 0,
          );
        }
      }
      await expectNoSidewaysScroll(page);
    });

    test(`a service page shows its packages, and one without packages shows none`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/services/${SEO}`);
      const heading = words(locale).heading.replace('{service}', seo(locale).title);
      const section = page.getByRole('region', { name: heading });
      await expect(section.locator('article')).toHaveCount(seo(locale).packages.length);
      await expect(card(page, SEO, 'growth')).toContainText(formatRupees(locale, growth(locale).price));
      await expectNoSidewaysScroll(page);

      const unpriced = servicesOf(locale).find((service) => service.packages.length === 0)!;
      await page.goto(`${prefix(locale)}/services/${unpriced.slug}`);
      await expect(page.locator('#packages')).toHaveCount(0);
    });

    test(`has no axe violations on /pricing and a service page`, async ({ page }) => {
      for (const path of [`${prefix(locale)}/pricing`, `${prefix(locale)}/services/${SEO}`]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        expect(
          violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.length })),
          path,
        ).toEqual([]);
      }
    });

    test(`Choose and WhatsApp carry the package, as plain links`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/pricing`);
      const box = card(page, SEO, 'growth');
      const choose = box.getByRole('link', {
        name: words(locale).choose.replace('{package}', growth(locale).name),
      });
      const href = new URL((await choose.getAttribute('href'))!, 'http://site.invalid');
      expect(href.pathname).toBe(`${prefix(locale)}/contact-us`);
      expect(href.searchParams.get('subject')).toBe(
        packageSubject(locale, words(locale), seo(locale), growth(locale)),
      );
      expect(href.searchParams.get('subject')).toContain(packagePrice(locale, growth(locale)));
      expect(href.searchParams.get('package')).toBe(`${SEO}/growth`);

      const whatsapp = box.locator('a[href^="https://wa.me/"]');
      const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text') ?? '';
      expect(siteConfig.whatsapp).toBeTruthy();
      expect(message).toContain(growth(locale).name);
      expect(message).toContain(packagePrice(locale, growth(locale)));
    });
  });
}

test.describe('an enquiry that knows the package', () => {
  test.describe.configure({ mode: 'serial' });

  test('with JavaScript: Choose fills the subject, and the package reaches the endpoint and the store', async ({
    page,
  }) => {
    const contact = copyOf('en', 'contact');
    await page.goto('/pricing');
    await card(page, SEO, 'growth')
      .getByRole('link', { name: words('en').choose.replace('{package}', growth('en').name) })
      .click();
    await expect(page).toHaveURL(/\/contact-us\?subject=.+&package=search-engine-optimization%2Fgrowth/);
    const fields = contactFormOf(page, contact);
    await expect(fields.form).toHaveAttribute('data-hydrated', '');
    const subject = packageSubject('en', words('en'), seo('en'), growth('en'));
    expect(subject).toBe('Search Engine Optimization — Growth package, Rs 85,000/month');
    await expect(fields.subject).toHaveValue(subject);
    await expect(fields.form.locator('input[type="hidden"][name="package"]')).toHaveValue(`${SEO}/growth`);

    const marker = `package js ${randomUUID()}`;
    const sent = page.waitForRequest('**/api/v1.0/email/send-form');
    await fields.name.fill('Ayesha Khan');
    await fields.email.fill('ayesha@example.pk');
    await fields.message.fill(marker);
    await fields.submit.click();
    await expect(fields.status).toHaveText(contact.success);
    expect((await sent).postDataBuffer()?.toString('utf8')).toContain(`${SEO}/growth`);
    expect(storedLeads().find((record) => record.fields.message === marker)?.fields).toMatchObject({
      subject,
      package: packageKey(seo('en'), growth('en')),
    });
  });

  test('without JavaScript: the Urdu Choose link fills the form on the server, and the post keeps the package', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: asNewClient() });
    const page = await context.newPage();
    const contact = copyOf('ur', 'contact');
    const item = seo('ur').packages.find((candidate) => candidate.id === 'starter')!;
    await page.goto('/ur/pricing');
    await card(page, SEO, 'starter')
      .getByRole('link', { name: words('ur').choose.replace('{package}', item.name) })
      .click();
    await expect(page).toHaveURL(/\/ur\/contact-us\?subject=/);
    const fields = contactFormOf(page, contact);
    const subject = packageSubject('ur', words('ur'), seo('ur'), item);
    expect(subject).toContain('45,000 روپے ماہانہ');
    await expect(fields.subject).toHaveValue(subject);

    const marker = `package no-js ${randomUUID()}`;
    await fields.name.fill('عائشہ خان');
    await fields.email.fill('ayesha@example.pk');
    await fields.message.fill(marker);
    await fields.submit.click();
    await confirmNoScriptSend(page, 'ur');
    await page.waitForURL(/\/ur\/contact-us#contact-sent$/);
    expect(storedLeads().find((record) => record.fields.message === marker)?.fields).toMatchObject({
      subject,
      package: `${SEO}/starter`,
      language: 'ur',
    });
    await context.close();
  });

  test('a service page carries an OfferCatalog with an Offer per package, in rupees', async ({ page }) => {
    await page.goto(`/services/${SEO}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Service');
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
