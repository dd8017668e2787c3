import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { parseCsv } from '../scripts/lib/csv';
import { contactCopy, footerCopy } from '../src/content/pages';
import {
  asNewClient,
  contactFormOf,
  fillContact,
  heldSends,
  interceptSends,
  multipartFields,
  ok,
  openContactForm,
  STORE,
  storedLeads,
  type ContactFormParts,
} from './form-sends';

/**
 * The contact and subscribe forms in a browser with JavaScript. The test build has no EmailJS
 * keys, so the SDK sends to the site's own endpoint: intercepted below to script each answer, then
 * used for real (the store). The endpoints' own answers, and the form sent without JavaScript,
 * are in e2e/served/forms.test.ts.
 */
const SDK_FIELDS = { lib_version: '4.4.1', service_id: 'embedded', user_id: 'embedded' };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(asNewClient());
});

const sample = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'New clinic website',
  message: 'We need a new website for our clinic in Gulberg.',
};

const contactForm = (page: Page) => contactFormOf(page, contactCopy);
const openContact = (page: Page) => openContactForm(page, '/contact-us', contactCopy);
const fill = (fields: ContactFormParts, values = sample) => fillContact(fields, values);

async function expectValues(fields: ContactFormParts, values: typeof sample) {
  await expect(fields.name).toHaveValue(values.name);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.subject).toHaveValue(values.subject);
  await expect(fields.message).toHaveValue(values.message);
}

test.describe('contact form, with the send intercepted', () => {
  test('sends the SDK multipart body, clears the form and shows the green message', async ({ page }) => {
    // The answer is held until the busy state has been checked.
    const { requests, release } = await heldSends(page);
    const fields = await openContact(page);
    await expect(fields.status).toHaveAttribute('aria-live', 'polite');
    await fill(fields);
    await fields.submit.click();

    // While sending: busy form, disabled button with the five-line indicator.
    await expect(fields.form).toHaveAttribute('aria-busy', 'true');
    await expect(fields.submit).toBeDisabled();
    await expect(fields.submit.locator('.line-loader-bar')).toHaveCount(5);
    release();

    await expect(fields.status).toHaveText(contactCopy.success);
    await expect(fields.status.locator('span').first()).toHaveCSS('color', 'rgb(74, 222, 128)');
    await expect(fields.form).toHaveAttribute('aria-busy', 'false');
    await expect(fields.submit).toBeEnabled();
    await expectValues(fields, { name: '', email: '', subject: '', message: '' });

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).pathname).toBe('/api/v1.0/email/send-form');
    expect(await multipartFields(request)).toMatchObject({
      ...sample,
      ...SDK_FIELDS,
      template_id: 'embedded-contact',
    });
    expect(page.url()).toMatch(/\/contact-us$/);
  });

  for (const status of [400, 500]) {
    test(`a ${status} answer shows the failure text and keeps every value`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await interceptSends(page, (route) =>
        route.fulfill({ status, contentType: 'text/plain', body: 'The template ID is invalid' }),
      );
      const fields = await openContact(page);
      await fill(fields);
      await fields.submit.click();
      await expect(fields.status).toHaveText(contactCopy.failure);
      await expect(fields.status.locator('span').first()).toHaveCSS('color', 'rgb(248, 113, 113)');
      await expectValues(fields, sample);
      // The cause goes to the console only.
      expect(warnings.join('\n')).toContain(`server answered ${status}: The template ID is invalid`);
      await expect(page.getByText('The template ID is invalid')).toHaveCount(0);
    });
  }

  test('a network failure shows the failure text, keeps the values, and a retry can follow at once', async ({
    page,
  }) => {
    let fail = true;
    const requests = await interceptSends(page, (route) => (fail ? route.abort('failed') : ok(route)));
    const fields = await openContact(page);
    await fill(fields);
    await fields.submit.click();
    await expect(fields.status).toHaveText(contactCopy.failure);
    await expectValues(fields, sample);

    // "Please try again" means it: a failed send does not hold the 10-second throttle.
    fail = false;
    await fields.submit.click();
    await expect(fields.status).toHaveText(contactCopy.success);
    expect(requests).toHaveLength(2);
  });

  test('a second send within 10 s is refused by the SDK throttle and asks to wait', async ({ page }) => {
    const requests = await interceptSends(page, ok);
    const fields = await openContact(page);
    await fill(fields);
    await fields.submit.click();
    await expect(fields.status).toHaveText(contactCopy.success);

    const second = { ...sample, message: 'One more thing about the clinic.' };
    await fill(fields, second);
    await fields.submit.click();
    await expect(fields.status).toContainText(contactCopy.failure);
    await expect(fields.status).toContainText(contactCopy.tooFast);
    await expectValues(fields, second);
    expect(requests).toHaveLength(1);
  });

  test('a double click sends once', async ({ page }) => {
    // The answer is held until both clicks are in and the first send has reached the network.
    const { requests, release } = await heldSends(page);
    const fields = await openContact(page);
    await fill(fields);
    await fields.submit.dblclick();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expect(fields.form).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(fields.status).toHaveText(contactCopy.success);
    // Idle again after that one answer: the second click started no send of its own.
    await expect(fields.form).toHaveAttribute('aria-busy', 'false');
    expect(requests).toHaveLength(1);
  });

  test('what was typed survives a reload, until a send succeeds', async ({ page }) => {
    await interceptSends(page, ok);
    let fields = await openContact(page);
    await fill(fields);
    await page.reload();
    fields = contactForm(page);
    await expect(fields.form).toHaveAttribute('data-hydrated', '');
    await expectValues(fields, sample);

    await fields.submit.click();
    await expect(fields.status).toHaveText(contactCopy.success);
    await page.reload();
    await expect(contactForm(page).form).toHaveAttribute('data-hydrated', '');
    await expectValues(contactForm(page), { name: '', email: '', subject: '', message: '' });
  });

  test('a bot that fills the hidden field is shown success and nothing is sent', async ({ page }) => {
    const requests = await interceptSends(page, ok);
    const fields = await openContact(page);
    const honeypot = fields.form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
    await fill(fields);
    await honeypot.fill('https://cheap-seo.example');
    await fields.submit.click();
    // A bot is told it worked in place of the send, so once the note shows, nothing is coming.
    await expect(fields.status).toHaveText(contactCopy.success);
    expect(requests).toHaveLength(0);
  });

  test('shows a length counter near the limit, linked to the field', async ({ page }) => {
    const fields = await openContact(page);
    await fields.message.fill('x'.repeat(3999));
    await expect(fields.message).not.toHaveAttribute('aria-describedby');
    await fields.message.fill('x'.repeat(4321));
    await expect(fields.message).toHaveAccessibleDescription('4,321 / 5,000');
    await expect(fields.form.getByText('4,321 / 5,000')).toBeVisible();
  });
});

test.describe('footer subscribe form, with the send intercepted', () => {
  async function openSubscribe(page: Page) {
    await page.goto('/about-us');
    const form = page.locator('#subscribe-form');
    await expect(form).toHaveAttribute('data-hydrated', '');
    return {
      form,
      email: form.getByRole('textbox', { name: footerCopy.subscribe.label }),
      submit: form.getByRole('button', { name: footerCopy.subscribe.button }),
      status: form.getByRole('status'),
    };
  }

  test('sends the address with the subscribe template and thanks in place', async ({ page }) => {
    const requests = await interceptSends(page, ok);
    const subscribe = await openSubscribe(page);
    await subscribe.email.fill('news@example.pk');
    await subscribe.submit.click();
    await expect(subscribe.status).toHaveText(footerCopy.subscribe.success);
    await expect(subscribe.email).toHaveValue('');
    expect(page.url()).toMatch(/\/about-us$/);
    expect(requests).toHaveLength(1);
    expect(await multipartFields(requests[0]!)).toMatchObject({
      email: 'news@example.pk',
      ...SDK_FIELDS,
      template_id: 'embedded-subscribe',
    });
  });

  test('a failed send shows the failure text and keeps the address', async ({ page }) => {
    await interceptSends(page, (route) => route.fulfill({ status: 500, body: 'boom' }));
    const subscribe = await openSubscribe(page);
    await subscribe.email.fill('news@example.pk');
    await subscribe.submit.click();
    await expect(subscribe.status).toHaveText(contactCopy.failure);
    await expect(subscribe.email).toHaveValue('news@example.pk');
    expect(page.url()).toMatch(/\/about-us$/);
  });
});

test.describe('the embedded endpoint, for real (no EmailJS keys in the test build)', () => {
  test.describe.configure({ mode: 'serial' });

  test('a message sent through the page is stored', async ({ page }) => {
    const marker = `store check ${randomUUID()}`;
    const before = storedLeads().length;
    const fields = await openContact(page);
    await fill(fields, { ...sample, message: `${marker}\nsecond line` });
    await fields.submit.click();
    await expect(fields.status).toHaveText(contactCopy.success);
    expect(storedLeads().length).toBeGreaterThan(before);
    const mine = storedLeads().filter((record) => record.fields.message?.startsWith(marker));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      template: 'contact',
      fields: { ...sample, message: `${marker}\nsecond line` },
    });
  });

  test("the visit's first touch goes with the message: in the SDK's request, the store and the CSV", async ({
    page,
  }) => {
    const attribution = {
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'eid-2026',
      landing_page: '/services',
      referrer_host: 'l.facebook.com',
    };
    // The visit starts on a campaign link from another site; the message is sent two pages later.
    await page.goto('/services?utm_source=facebook&utm_medium=paid&utm_campaign=eid-2026&name=x', {
      referer: 'https://l.facebook.com/',
    });
    await page.goto('/about-us?utm_source=other');
    const sends: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1.0/email/send-form')) sends.push(request);
    });
    const marker = `attributed ${randomUUID()}`;
    const fields = await openContact(page);
    await fill(fields, { ...sample, message: marker });
    await fields.submit.click();
    await expect(fields.status).toHaveText(contactCopy.success);

    // What EmailJS gets as template variables (the same multipart fields in EmailJS mode).
    expect(sends).toHaveLength(1);
    expect(await multipartFields(sends[0]!)).toMatchObject(attribution);
    expect(storedLeads().find((record) => record.fields.message === marker)?.fields).toMatchObject(
      attribution,
    );
    const csv = execFileSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/leads.ts', '--csv'],
      {
        env: { ...process.env, SQLITE_PATH: STORE, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    const [header = [], ...rows] = parseCsv(csv);
    const row = rows.find((cells) => cells[header.indexOf('message')] === marker) ?? [];
    expect(Object.fromEntries(header.map((column, index) => [column, row[index]]))).toMatchObject(
      attribution,
    );
  });
});
