import { expect, type Page, type Request, type Route } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import type { Locale } from '../src/content/locales';
import { newClientAddress, untilConfirmable } from './served/forms';

export { STORE, storedLeads, type StoredLead } from './served/forms';

/**
 * Sending the contact and subscribe forms in the browser tests. The test build has no EmailJS keys,
 * so the SDK sends to the site's own endpoint: intercepted to script each answer, or used for real
 * (the store).
 */
export const SEND_PATH = '**/api/v1.0/email/send-form';
/**
 * The form endpoints take 5 sends per client address per 10 minutes. The test server trusts
 * X-Forwarded-For (TRUST_PROXY=1 in playwright.config.ts), so each test, and each of the parallel
 * sends in a test, comes from an address of its own and no test is refused for another's sends.
 */
export const asNewClient = () => ({ 'x-forwarded-for': newClientAddress() });

/** The multipart fields of an intercepted SDK request. */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers()['content-type'] ?? '';
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const data = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': type },
  }).formData();
  return Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)]));
}

/** Answers every send with `answer`, recording the requests that reached the network. */
export async function interceptSends(page: Page, answer: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(SEND_PATH, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

export const ok = (route: Route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });

/** Sends that succeed once `release()` is called: the test looks at the page while one is on its way. */
export async function heldSends(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests = await interceptSends(page, async (route) => {
    await released;
    await ok(route);
  });
  return { requests, release };
}

/** The contact form's words a test finds its parts by (the English or the Urdu contact copy). */
export interface ContactFormWords {
  formHeading: string;
  labels: { name: string; email: string; subject: string; message: string };
  submit: string;
}

export type ContactValues = { name: string; email: string; subject: string; message: string };

/** The contact form's fields, button and status, by their accessible names in `words`. */
export function contactFormOf(page: Page, words: ContactFormWords) {
  const form = page.getByRole('form', { name: words.formHeading });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  return {
    form,
    name: field(words.labels.name),
    email: field(words.labels.email),
    subject: field(words.labels.subject),
    message: field(words.labels.message),
    submit: form.getByRole('button', { name: words.submit }),
    status: form.getByRole('status'),
  };
}

export type ContactFormParts = ReturnType<typeof contactFormOf>;

/** Opens the contact page at `path` and waits until its form sends through the SDK. */
export async function openContactForm(
  page: Page,
  path: string,
  words: ContactFormWords,
): Promise<ContactFormParts> {
  await page.goto(path);
  const fields = contactFormOf(page, words);
  // Before hydration a submit would post to the no-JS fallback instead of the SDK.
  await expect(fields.form).toHaveAttribute('data-hydrated', '');
  return fields;
}

export async function fillContact(fields: ContactFormParts, values: ContactValues) {
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.subject.fill(values.subject);
  await fields.message.fill(values.message);
}

/**
 * After a form's post without JavaScript: the confirmation page it leads to, read for as long as
 * the site asks a person to (from the time the page carries), then its one button pressed.
 */
export async function confirmNoScriptSend(page: Page, locale: Locale = 'en'): Promise<void> {
  await page.waitForURL(/\/contact-us\/confirm\?/);
  await untilConfirmable(Number(await page.locator('input[name="issued"]').getAttribute('value')));
  await page.getByRole('button', { name: copyOf(locale, 'contact').confirm.button }).click();
}
