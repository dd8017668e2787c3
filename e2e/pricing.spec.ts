import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { copyOf } from '../src/content/localized';
import type { Locale } from '../src/content/locales';
import { getService } from '../src/content/services';
import { packageKey, packageSubject } from '../src/lib/pricing/packages';
import { asNewClient, contactFormOf, storedLeads, confirmNoScriptSend } from './form-sends';

/**
 * Packages and prices in a browser: /pricing and a service's packages in both languages without
 * sideways scrolling at 1440 px; axe on the service page with packages and testimonials; "Choose"
 * filling the contact form's subject and its hidden package field, which reaches the store with
 * JavaScript (the SDK to the embedded endpoint) and without it (the plain post). What the pages
 * serve (every package and price, the Choose and WhatsApp links, the offers' JSON-LD) is checked
 * in e2e/served/pricing.test.ts; at 320 px (and so at 375 px) e2e/routes.spec.ts and
 * e2e/urdu.spec.ts check that no page scrolls sideways.
 */
const SEO = 'search-engine-optimization';
const words = (locale: Locale) => copyOf(locale, 'pricing').packages;
const seo = (locale: Locale) => getService(SEO, locale)!;
const growth = (locale: Locale) => seo(locale).packages.find((item) => item.id === 'growth')!;
const prefix = (locale: Locale) => (locale === 'ur' ? '/ur' : '');

const card = (page: Page, slug: string, id: string) => page.locator(`article#${slug}-${id}`);

for (const locale of ['en', 'ur'] as const) {
  test.describe(`packages in ${locale}`, () => {
    test('/pricing and a service page with packages do not scroll sideways', async ({ warmPage }) => {
      for (const path of [`${prefix(locale)}/pricing`, `${prefix(locale)}/services/${SEO}`]) {
        await warmPage.goto(path);
        await expect(card(warmPage, SEO, 'growth'), path).toBeVisible();
        const overflow = await warmPage.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });

    // /pricing is checked by e2e/a11y.spec.ts and e2e/urdu.spec.ts with every other page; this
    // service page is the one that ends with testimonials.
    test('the service page with packages and testimonials has no axe violations', async ({ warmPage }) => {
      const path = `${prefix(locale)}/services/${SEO}`;
      await warmPage.goto(path);
      // The page as it settles: with its font in, lines (and the targets on them) stop moving.
      await warmPage.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
      });
      expect(await axeViolations(warmPage), path).toEqual([]);
    });
  });
}

test.describe('an enquiry that knows the package', () => {
  test.describe.configure({ mode: 'serial' });

  // Each test that sends does so from an address of its own (the test server trusts X-Forwarded-For).
  test('with JavaScript: Choose fills the subject, and the package reaches the endpoint and the store', async ({
    context,
    page,
  }) => {
    await context.setExtraHTTPHeaders(asNewClient());
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
});
