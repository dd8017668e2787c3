import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import {
  asNewClient,
  contactFormOf,
  fillContact,
  interceptSends,
  multipartFields,
  ok,
  openContactForm,
  storedLeads,
  type ContactFormParts,
  confirmNoScriptSend,
} from './form-sends';

/**
 * The contact and subscribe forms on the Urdu pages: Urdu labels, checks, success and failure
 * texts, and the `language: ur` field that reaches the store. The sends are intercepted as in
 * e2e/forms.spec.ts (./form-sends), then made for real. Sending does not depend on the width:
 * desktop only.
 */
const contact = copyOf('ur', 'contact');
const footer = copyOf('ur', 'footer');
const sample = {
  name: 'عائشہ خان',
  email: 'ayesha@example.pk',
  subject: 'کلینک کی ویب سائٹ',
  message: 'ہمیں گلبرگ میں اپنے کلینک کے لیے نئی ویب سائٹ چاہیے۔',
};

// Each test sends from an address of its own (the test server trusts X-Forwarded-For).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(asNewClient());
});

const contactForm = (page: Page) => contactFormOf(page, contact);
const openContact = (page: Page) => openContactForm(page, '/ur/contact-us', contact);
const fill = (fields: ContactFormParts, values = sample) => fillContact(fields, values);

test.describe('the Urdu contact form', () => {
  test('sends with language ur and says so in Urdu', async ({ page }) => {
    const requests = await interceptSends(page, ok);
    const fields = await openContact(page);
    await fill(fields);
    await fields.submit.click();
    await expect(fields.status).toHaveText(contact.success);
    await expect(fields.name).toHaveValue('');
    expect(requests).toHaveLength(1);
    expect(await multipartFields(requests[0]!)).toMatchObject({ ...sample, language: 'ur' });
  });

  test('a failed send shows the Urdu failure text and keeps what was typed', async ({ page }) => {
    await interceptSends(page, (route) => route.fulfill({ status: 500, body: 'boom' }));
    const fields = await openContact(page);
    await fill(fields);
    await fields.submit.click();
    await expect(fields.status).toHaveText(contact.failure);
    await expect(fields.message).toHaveValue(sample.message);
  });

  test('sending again too soon asks in Urdu to wait', async ({ page }) => {
    await interceptSends(page, ok);
    const fields = await openContact(page);
    await fill(fields);
    await fields.submit.click();
    await expect(fields.status).toHaveText(contact.success);
    await fill(fields);
    await fields.submit.click();
    await expect(fields.status).toContainText(contact.failure);
    await expect(fields.status).toContainText(contact.tooFast);
  });

  test('the browser’s checks speak Urdu, and stop as soon as the field is corrected', async ({ page }) => {
    const fields = await openContact(page);
    await fields.submit.click();
    expect(await fields.name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      contact.validation.required,
    );
    await fields.name.fill(sample.name);
    expect(await fields.name.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
    await fields.email.fill('not-an-email');
    await fields.message.fill(sample.message);
    await fields.submit.click();
    expect(await fields.email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      contact.validation.email,
    );

    // The English form keeps the browser's own words (with the typed draft, which the forms share, cleared).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/contact-us');
    const english = page.locator('#contact-form');
    await expect(english).toHaveAttribute('data-hydrated', '');
    await english.getByRole('button').click();
    const native = await english.locator('#contact-name').evaluate((input: HTMLInputElement) => ({
      message: input.validationMessage,
      custom: input.validity.customError,
    }));
    expect(native.message).not.toBe('');
    expect(native.message).not.toBe(contact.validation.required);
    expect(native.custom).toBe(false);
  });

  test('the English form sends no language field', async ({ page }) => {
    const requests = await interceptSends(page, ok);
    await page.goto('/contact-us');
    const form = page.locator('#contact-form');
    await expect(form).toHaveAttribute('data-hydrated', '');
    await form.locator('#contact-name').fill('Ayesha Khan');
    await form.locator('#contact-email').fill(sample.email);
    await form.locator('#contact-message').fill('A clinic website, please.');
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).not.toBeEmpty();
    expect(await multipartFields(requests[0]!)).not.toHaveProperty('language');
  });
});

test.describe('the footer’s subscribe form on an Urdu page', () => {
  async function openSubscribe(page: Page) {
    await page.goto('/ur/about-us');
    const form = page.locator('#subscribe-form');
    await expect(form).toHaveAttribute('data-hydrated', '');
    return {
      email: form.getByRole('textbox', { name: footer.subscribe.label }),
      submit: form.getByRole('button', { name: footer.subscribe.button }),
      status: form.getByRole('status'),
    };
  }

  test('thanks in Urdu and sends language ur', async ({ page }) => {
    const requests = await interceptSends(page, ok);
    const subscribe = await openSubscribe(page);
    await subscribe.email.fill('news@example.pk');
    await subscribe.submit.click();
    await expect(subscribe.status).toHaveText(footer.subscribe.success);
    expect(await multipartFields(requests[0]!)).toMatchObject({ email: 'news@example.pk', language: 'ur' });
  });

  test('a failed send shows the Urdu failure text and keeps the address', async ({ page }) => {
    await interceptSends(page, (route) => route.fulfill({ status: 500, body: 'boom' }));
    const subscribe = await openSubscribe(page);
    await subscribe.email.fill('news@example.pk');
    await subscribe.submit.click();
    await expect(subscribe.status).toHaveText(contact.failure);
    await expect(subscribe.email).toHaveValue('news@example.pk');
  });
});

test.describe('the store keeps the language', () => {
  test.describe.configure({ mode: 'serial' });

  test('a message sent from the Urdu page is kept with language ur', async ({ page }) => {
    const marker = `${sample.message} ${randomUUID()}`;
    const fields = await openContact(page);
    await fill(fields, { ...sample, message: marker });
    await fields.submit.click();
    await expect(fields.status).toHaveText(contact.success);
    const mine = storedLeads().filter((record) => record.fields.message === marker);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      template: 'contact',
      fields: { ...sample, message: marker, language: 'ur' },
    });
  });

  test('without JavaScript the Urdu form comes back to the Urdu page with the Urdu note', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: asNewClient() });
    const page = await context.newPage();
    const marker = `${sample.message} ${randomUUID()}`;
    await page.goto('/ur/contact-us');
    const fields = contactForm(page);
    await fill(fields, { ...sample, message: marker });
    await fields.submit.click();
    await confirmNoScriptSend(page, 'ur');
    await page.waitForURL(/\/ur\/contact-us#contact-sent$/);
    await expect(page.locator('#contact-sent')).toBeVisible();
    await expect(page.locator('#contact-sent')).toHaveText(contact.success);
    expect(storedLeads().filter((record) => record.fields.message === marker)[0]?.fields.language).toBe('ur');
    await context.close();
  });
});
