/**
 * Bookings confirmed by e-mail, in the browser: a server of its own (the test build on a free port,
 * its own SQLite) whose owner asks every booking to be confirmed, with a real SMTP server on
 * loopback for the visitor's e-mail. The time is held while it waits, the link in the e-mail
 * opens a page whose button books it, and the booked call then gets its invite. The store's rules
 * (expiry, the cap, both engines) are tested in src/lib/booking/rules/pending.test.ts. With SHOTS_DIR
 * set, the waiting and confirming pages are also captured at 375, 768 and 1440 px.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { DEFAULT_AVAILABILITY } from '../src/lib/booking/calendar/settings';
import { saveAvailability } from '../src/lib/booking/calendar/availability-store';
import { connect } from '../src/lib/db/connection';
import { migrateToLatest } from '../src/lib/db/migrate';
import { MIN_FILL_MS } from '../src/lib/validation/fields';
import { startSmtpReceiver, type SmtpReceiver } from '../test-support/smtp-receiver';
import { axeViolations } from './axe';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from './next-server';
import { slotChip } from './slots';

/** Past the site's least time to fill the form in, for the two clocks' reading apart. */
const FILL_MARGIN_MS = 500;
/** The deliveries queue sends within seconds; a loaded machine gets more. */
const MAIL_TIMEOUT_MS = 45_000;
const SHOT_WIDTHS = [375, 768, 1440];

let dir: string;
let smtp: SmtpReceiver;
let server: TestServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'book-confirm-'));
  const file = path.join(dir, 'site.db');
  const store = connect({ engine: 'sqlite', file });
  await migrateToLatest(store.db);
  await saveAvailability(store.db, { ...DEFAULT_AVAILABILITY, confirmByEmail: 'always' }, null);
  await store.close();
  smtp = await startSmtpReceiver();
  server = await startNextServer(TEST_BUILD_DIR, (origin) => ({
    ...CLEAN_SETTINGS,
    SQLITE_PATH: file,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Ravi Digital <calls@ravidigital.pk>',
    TRUST_PROXY: '1',
    BETTER_AUTH_URL: origin,
  }));
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The messages sent to `to`, newest last. */
const mailTo = (to: string) => smtp.received.filter((message) => message.rcptTo.includes(to));

/** With SHOTS_DIR set, the page at each width, to look at (nothing is compared). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `book-confirm-${name}-${width}.png`), fullPage: true });
  }
}

async function book(page: Page, bookPath: string, copy: ReturnType<typeof copyOf<'book'>>, email: string) {
  await page.goto(`${server.origin}${bookPath}`);
  const chip = await slotChip(page, 0);
  const iso = (await chip.locator('input').getAttribute('value'))!;
  await chip.click();
  await page.getByLabel(copy.fields.name, { exact: true }).fill('Hina Aslam');
  await page.getByLabel(copy.fields.email, { exact: true }).fill(email);
  // A form sent sooner than a person fills it in is held as spam: wait out what is left of that
  // time, by when the page says it was shown.
  const issued = Number(await page.locator('input[name="form_issued"]').getAttribute('value'));
  const left = issued + MIN_FILL_MS + FILL_MARGIN_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  await page.getByRole('button', { name: copy.submit }).click();
  await page.waitForURL(/\/book\/confirmed\?b=[0-9a-f-]+&sig=/);
  return iso;
}

for (const [locale, bookPath] of [
  ['en', '/book'],
  ['ur', '/ur/book'],
] as const) {
  test(`${locale}: the time waits for the visitor's e-mail; its link's button books it, once`, async ({
    browser,
  }) => {
    const copy = copyOf(locale, 'book');
    const email = `hina.${locale}@example.pk`;
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': locale === 'en' ? '10.61.0.1' : '10.61.0.2' },
    });
    const page = await context.newPage();
    const iso = await book(page, bookPath, copy, email);

    // Waiting: the page says to look in the inbox, and the time is offered to nobody else.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.pending.heading);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ur' ? 'rtl' : 'ltr');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, `${locale}-pending`);
    const other = await browser.newPage();
    await other.goto(`${server.origin}${bookPath}`);
    await expect(other.locator(`input[name="slot"][value="${iso}"]`)).toHaveCount(0);

    // The e-mail: its link, and no invite yet.
    await expect.poll(() => mailTo(email).length, { timeout: MAIL_TIMEOUT_MS }).toBe(1);
    const [confirmMail] = mailTo(email);
    expect(
      confirmMail!.mail.attachments.filter((file) => file.contentType.startsWith('text/calendar')),
    ).toEqual([]);
    const link = confirmMail!.mail.text?.match(/https?:\/\/\S+\/book\/confirm\?\S+/)?.[0];
    expect(link, confirmMail!.mail.text).toBeTruthy();
    const confirmPath = new URL(link!).pathname + new URL(link!).search;

    // Opening the link books nothing (a mail scanner opens links); its button does.
    await page.goto(`${server.origin}${confirmPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.pending.confirmHeading);
    await expect(page.locator(`time[datetime="${iso}"]`).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, `${locale}-confirm`);
    expect(mailTo(email)).toHaveLength(1);
    await page.getByRole('button', { name: copy.pending.confirmButton }).click();
    await page.waitForURL(/\/book\/confirmed\?b=[0-9a-f-]+&sig=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.confirmed.heading);
    const booked = page.url();

    // Booked as any call: its invite arrives, REQUEST at the booked time.
    await expect.poll(() => mailTo(email).length, { timeout: MAIL_TIMEOUT_MS }).toBe(2);
    const invite = mailTo(email)[1]!.mail.attachments.find((file) =>
      file.contentType.startsWith('text/calendar'),
    );
    expect(invite?.content.toString('utf8')).toMatch(/METHOD:REQUEST/);

    // The same link again answers the same: the booked call's page.
    await page.goto(`${server.origin}${confirmPath}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.confirmed.heading);
    expect(new URL(page.url()).search).toBe(new URL(booked).search);
    await context.close();
  });
}
