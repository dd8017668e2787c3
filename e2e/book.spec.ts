/**
 * Booking a consultation call (/book, /ur/book and a booking's own page) against the production
 * build and its database (playwright.config.ts: SQLITE_PATH): a call booked with JavaScript in
 * English and without it in Urdu, each ending on its page with the time asked for; the time no
 * longer offered while booked and offered again once cancelled from that page; the calendar file as
 * a calendar reads it; a forged link that opens and cancels nothing; a refusal that keeps what was
 * typed; axe and no sideways scrolling on a phone. Every test books from its own client address, so
 * the per-address limit counts it alone, and cancels what it booked. Sets its own phone width, so
 * the mobile project skips it.
 */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { copyOf } from '../src/content/localized';
import { siteConfig } from '../src/content/site';
import { MIN_FILL_MS } from '../src/lib/validation/fields';
import { axeViolations as violations } from './axe';
import { slotChip } from './slots';

const en = copyOf('en', 'book');
const ur = copyOf('ur', 'book');
/** Past the site's least time to fill the form in, for the two clocks' reading apart. */
const FILL_MARGIN_MS = 500;
/**
 * A booking's whole path (the form filled at a person's pace, the booked page, its calendar file,
 * its cancel, the forged links) is a dozen page loads and requests: more than the default 30 s on
 * a busy two-core machine, which is work to wait for, not luck.
 */
const BOOKING_PATH_TIMEOUT_MS = 90_000;
const PHONE = { width: 375, height: 812 };

const asNewClient = () => ({ 'x-forwarded-for': `10.38.${randomInt(256)}.${randomInt(1, 255)}` });

/**
 * Waits, if it has not yet, until the form has been shown as long as a person takes to fill it
 * in, by the time its page says it was shown: a form sent sooner is held as spam (and holds no
 * time). Filling it and the checks before it usually take longer already.
 */
async function untilFilledAsAPerson(page: Page): Promise<void> {
  const issued = Number(await page.locator('input[name="form_issued"]').getAttribute('value'));
  expect(Number.isSafeInteger(issued), 'the form says when it was shown').toBe(true);
  const left = issued + MIN_FILL_MS + FILL_MARGIN_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** The page at a phone's width has no sideways scrolling. */
async function expectNoSideScroll(page: Page) {
  await page.setViewportSize(PHONE);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth);
}

/**
 * A free time on the page, chosen: its radio's value (`2026-12-01T11:00:00+05:00`). The tests run
 * side by side, so each takes its own place in the list (the first, the second…), never a date.
 */
async function chooseSlot(page: Page, place: number): Promise<string> {
  const chip = await slotChip(page, place);
  const radio = chip.locator('input');
  const iso = await radio.getAttribute('value');
  expect(iso).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+05:00$/);
  await chip.click();
  await expect(radio).toBeChecked();
  return iso!;
}

const offered = (page: Page, iso: string) => page.locator(`input[name="slot"][value="${iso}"]`);

/** The booking a test made, cancelled after it by its link whatever happened, so its time is free again. */
let madeBooking: string | undefined;

test.afterEach(async ({ request, baseURL }) => {
  if (!madeBooking) return;
  const { searchParams } = new URL(madeBooking);
  await request.post('/api/book/cancel', {
    form: { b: searchParams.get('b') ?? '', sig: searchParams.get('sig') ?? '' },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  madeBooking = undefined;
});

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

test.describe('with JavaScript, in English', () => {
  test.describe.configure({ timeout: BOOKING_PATH_TIMEOUT_MS });
  test.use({ extraHTTPHeaders: asNewClient() });

  test('a call is booked, leaves the list, goes in a calendar, and is freed by its cancel button; a forged link opens nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/book');
    expect(await violations(page)).toEqual([]);
    const iso = await chooseSlot(page, 0);
    await page.getByLabel(en.fields.name, { exact: true }).fill('Sana Iqbal');
    await page.getByLabel(en.fields.email, { exact: true }).fill('sana.iqbal@example.pk');
    await untilFilledAsAPerson(page);
    await page.getByRole('button', { name: en.submit }).click();

    await page.waitForURL(/\/book\/confirmed\?b=[0-9a-f-]+&sig=/);
    madeBooking = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmed.heading);
    await expect(page.locator(`time[datetime="${iso}"]`)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const booked = new URL(page.url());
    const b = booked.searchParams.get('b')!;
    const sig = booked.searchParams.get('sig')!;

    // The calendar file: the call's instant, published by the agency, the same event each time.
    const ics = await page.getByRole('link', { name: en.confirmed.addToCalendar }).getAttribute('href');
    const [first, second] = await Promise.all([request.get(ics!), request.get(ics!)]);
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toContain('text/calendar');
    const file = parseCalendar(await first.text());
    expect(file.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(file.event.startDate.toJSDate().getTime()).toBe(Date.parse(iso));
    expect(String(file.vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      `mailto:${siteConfig.email.toLowerCase()}`,
    );
    expect(parseCalendar(await second.text()).event.uid).toBe(file.event.uid);

    await expectNoSideScroll(page);

    // A signature changed by one character opens nothing and cancels nothing.
    const forged = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const forgedQuery = new URLSearchParams({ b, sig: forged }).toString();
    expect((await page.goto(`/book/confirmed?${forgedQuery}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmed.invalidHeading);
    expect((await request.get(`/api/book/ics?${forgedQuery}`)).status()).toBe(404);
    const cancelForged = await request.post('/api/book/cancel', {
      form: { b, sig: forged, language: 'en' },
      headers: { origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(cancelForged.status()).toBe(303);
    expect(cancelForged.headers().location).toBe('/book?error=link');

    // Booked, the time is not offered to anyone else.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/book');
    await expect(page.locator('input[name="slot"]').first()).toBeAttached();
    await expect(offered(page, iso)).toHaveCount(0);

    // Cancelled from its page (a second press), it is offered again.
    await page.goto(booked.pathname + booked.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmed.heading);
    await page.getByText(en.confirmed.cancel, { exact: true }).click();
    await page.getByRole('button', { name: en.confirmed.cancelButton }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.confirmed.cancelledHeading);
    await page.goto('/book');
    await expect(offered(page, iso)).toHaveCount(1);
  });
});

test.describe('without JavaScript, in Urdu', () => {
  test.describe.configure({ timeout: BOOKING_PATH_TIMEOUT_MS });
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: asNewClient() });

  test('a refused booking comes back with why and what was typed; the next is booked, shown in Urdu, and cancelled', async ({
    page,
    browser,
  }) => {
    await page.goto('/ur/book');
    const iso = await chooseSlot(page, 1);
    const name = page.getByLabel(ur.fields.name, { exact: true });
    const email = page.getByLabel(ur.fields.email, { exact: true });
    await name.fill('عائشہ خان');
    // Past the browser's own check, as a browser without it would send it.
    await page.locator('#book-form').evaluate((form) => form.setAttribute('novalidate', ''));
    await email.fill('not-an-address');
    await page.getByRole('button', { name: ur.submit }).click();

    await page.waitForURL(/\/ur\/book\?error=invalid&.*#book-form$/);
    await expect(page.getByRole('alert')).toHaveText(ur.errors.invalid);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ur.fieldErrors.email)).toBeVisible();
    await expect(name).toHaveValue('عائشہ خان');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(offered(page, iso)).toBeChecked();

    await email.fill('ayesha.khan@example.pk');
    await untilFilledAsAPerson(page);
    await page.getByRole('button', { name: ur.submit }).click();

    await page.waitForURL(/\/ur\/book\/confirmed\?b=[0-9a-f-]+&sig=/);
    madeBooking = page.url();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.confirmed.heading);
    await expect(page.locator(`time[datetime="${iso}"]`)).toBeVisible();
    await expectNoSideScroll(page);
    // axe runs in the page: the same page, in a browser that runs scripts.
    const scripting = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await scripting.newPage();
    await scripted.goto(page.url());
    expect(await violations(scripted)).toEqual([]);
    await scripting.close();

    await page.getByText(ur.confirmed.cancel, { exact: true }).click();
    await page.getByRole('button', { name: ur.confirmed.cancelButton }).click();
    await page.waitForURL(/\/ur\/book\/confirmed\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.confirmed.cancelledHeading);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of ['/book', '/ur/book']) {
    test(`${path} has no axe violations and does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('input[name="slot"]').first()).toBeAttached();
      expect(await violations(page)).toEqual([]);
      await expectNoSideScroll(page);
    });
  }
});

test.describe('a visitor in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('sees each time on their own clock too, and the form tells the site their zone', async ({ page }) => {
    await page.goto('/book');
    const first = page.locator('input[name="slot"]').first();
    const start = Date.parse((await first.getAttribute('value')) ?? '');
    const london = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'Europe/London',
    }).format(start);
    // The chip: the label the radio sits in.
    const chip = first.locator('xpath=..');
    await expect(chip).toContainText(en.picker.yourTime.replace('{time}', london));
    await expect(page.locator('input[name="tz"]')).toHaveValue('Europe/London');
  });
});

test.describe('a visitor in Pakistan', () => {
  test.use({ timezoneId: 'Asia/Karachi' });

  test('sees Pakistan time alone', async ({ page }) => {
    await page.goto('/book');
    await expect(page.locator('input[name="tz"]')).toHaveValue('Asia/Karachi');
    await expect(page.locator('form', { has: page.locator('input[name="slot"]') })).not.toContainText(
      en.picker.yourTime.replace('{time}', '').trim(),
    );
  });
});
