/**
 * WhatsApp messages about a call, in the browser: a server of its own (the test build on a free
 * port, its own SQLite) with WHATSAPP_* set against a fake of the Graph API on loopback. The
 * booking form offers the opt-in unticked, in English with JavaScript and in Urdu without it; a
 * visitor who ticks it gets the booked template in their language at the number as Meta wants it
 * (Urdu digits too), one who does not gets none; Meta's signed statuses and a STOP reach the lead's
 * page and Calls. The queue, the webhook's rules and the fallback are tested on both engines in
 * src/lib/booking/whatsapp/whatsapp.test.ts. With SHOTS_DIR set, the form, the lead's page, Calls
 * and Availability are also captured at 375, 768 and 1440 px.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { copyOf } from '../src/content/localized';
import { connect, type Connection } from '../src/lib/db/connection';
import { migrateToLatest } from '../src/lib/db/migrate';
import { MIN_FILL_MS } from '../src/lib/validation/fields';
import { startFakeCloudApi, type FakeCloudApi } from '../test-support/whatsapp-cloud-fake';
import { axeViolations } from './axe';
import { CLEAN_SETTINGS, startNextServer, TEST_BUILD_DIR, type TestServer } from './next-server';
import { slotChip } from './slots';
import { addMemberWithPasswordSet } from './team-member';

const IDS = { token: 'e2e-token-5d1c', phoneNumberId: '106540352242922', appSecret: 'e2e-app-secret-88a1' };
const AUTH_SECRET = 'book-whatsapp-auth-secret-0123456789-abcdef';
const PASSWORD = 'a long enough test password';
/** Past the site's least time to fill the form in, for the two clocks' reading apart. */
const FILL_MARGIN_MS = 500;
/** The deliveries queue sends within seconds; a loaded machine gets more. */
const SEND_TIMEOUT_MS = 45_000;
const SHOT_WIDTHS = [375, 768, 1440];

let dir: string;
let cloud: FakeCloudApi;
let server: TestServer;
let store: Connection;
let settings: Record<string, string>;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'book-whatsapp-'));
  const file = path.join(dir, 'site.db');
  store = connect({ engine: 'sqlite', file });
  await migrateToLatest(store.db);
  cloud = await startFakeCloudApi(IDS);
  server = await startNextServer(TEST_BUILD_DIR, (origin) => {
    settings = {
      ...CLEAN_SETTINGS,
      SQLITE_PATH: file,
      TRUST_PROXY: '1',
      BETTER_AUTH_SECRET: AUTH_SECRET,
      BETTER_AUTH_URL: origin,
      WHATSAPP_TOKEN: IDS.token,
      WHATSAPP_PHONE_NUMBER_ID: IDS.phoneNumberId,
      WHATSAPP_APP_SECRET: IDS.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'e2e-verify-token',
      WHATSAPP_API_ORIGIN: cloud.origin,
    };
    return settings;
  });
});

test.afterAll(async () => {
  await server?.stop();
  await cloud?.close();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The templates sent to `number`, oldest first. */
const sentTo = (number: string) =>
  cloud.sent.filter(
    (send) => (send.body as { to?: string } | undefined)?.to === number && send.status === 200,
  );

/** With SHOTS_DIR set, the page at each width, to look at (nothing is compared). */
async function shots(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `book-whatsapp-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A visitor from an address of their own, with or without JavaScript. */
async function visitor(browser: Browser, address: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

interface Booking {
  name: string;
  email: string;
  whatsapp: string;
  optIn: boolean;
}

/** Chooses the `nth` time offered, fills the form in at a person's pace and books. */
async function book(page: Page, locale: 'en' | 'ur', nth: number, booking: Booking) {
  const copy = copyOf(locale, 'book');
  await (await slotChip(page, nth)).click();
  await page.getByLabel(copy.fields.name, { exact: true }).fill(booking.name);
  await page.getByLabel(copy.fields.email, { exact: true }).fill(booking.email);
  await page.locator('input[name="whatsapp"]').fill(booking.whatsapp);
  const optIn = page.getByRole('checkbox', { name: copy.fields.whatsappOptIn });
  await expect(optIn).not.toBeChecked();
  if (booking.optIn) await optIn.check();
  const issued = Number(await page.locator('input[name="form_issued"]').getAttribute('value'));
  const left = issued + MIN_FILL_MS + FILL_MARGIN_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  await page.getByRole('button', { name: copy.submit }).click();
  await page.waitForURL(/\/book\/confirmed\?b=[0-9a-f-]+&sig=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.confirmed.heading);
}

const leadOf = (email: string) =>
  store.db.selectFrom('leads').select(['id']).where('email', '=', email).executeTakeFirstOrThrow();

test('in English with JavaScript: only the visitor who ticks the box gets the booked message, and the team sees its status and a STOP', async ({
  browser,
}) => {
  const en = copyOf('en', 'book');
  const first = await visitor(browser, '10.72.0.1', true);
  await first.page.goto(`${server.origin}/book`);
  // The box is offered beside the number, unticked, named in the visitor's language.
  const optIn = first.page.getByRole('checkbox', { name: en.fields.whatsappOptIn });
  await expect(optIn).toBeVisible();
  await expect(optIn).not.toBeChecked();
  expect(await axeViolations(first.page)).toEqual([]);
  await shots(first.page, 'form-en');

  // A number without the tick: the call happens on it, and no message goes to it.
  const unticked = { name: 'Kamran Iqbal', email: `kamran.${randomUUID().slice(0, 6)}@example.pk` };
  await book(first.page, 'en', 0, { ...unticked, whatsapp: '0300 5550101', optIn: false });
  const untickedLead = await leadOf(unticked.email);
  await first.context.close();

  const second = await visitor(browser, '10.72.0.2', true);
  await second.page.goto(`${server.origin}/book`);
  const ticked = { name: 'Sana Mir', email: `sana.${randomUUID().slice(0, 6)}@example.pk` };
  await book(second.page, 'en', 1, { ...ticked, whatsapp: '+92 300 1234567', optIn: true });
  await second.context.close();

  await expect.poll(() => sentTo('923001234567').length, { timeout: SEND_TIMEOUT_MS }).toBe(1);
  const [send] = sentTo('923001234567');
  expect(send!.authorization).toBe(`Bearer ${IDS.token}`);
  expect(send!.body).toMatchObject({
    messaging_product: 'whatsapp',
    type: 'template',
    template: { name: 'call_booked', language: { code: 'en' } },
  });
  expect(JSON.stringify(send!.body)).toContain('Sana Mir');
  expect(sentTo('923005550101')).toEqual([]);
  const untickedMessages = await store.db
    .selectFrom('deliveries')
    .select('id')
    .where('lead_id', '=', untickedLead.id)
    .where('channel', '=', 'whatsapp')
    .execute();
  expect(untickedMessages).toEqual([]);

  // Meta says it was read, then the visitor replies STOP: both signed, as Meta signs them.
  const webhook = `${server.origin}/api/whatsapp`;
  const messageId = send!.messageId!;
  expect(
    (await cloud.postStatus(webhook, { messageId, status: 'read', recipient: '923001234567' })).status,
  ).toBe(200);
  expect((await cloud.postReply(webhook, { from: '923001234567', text: 'STOP' })).status).toBe(200);

  // The team sees it on the lead's page and in Calls.
  const owner = `owner-${randomUUID().slice(0, 8)}@example.pk`;
  await addMemberWithPasswordSet(settings, owner, PASSWORD, true);
  const team = await browser.newContext();
  const page = await team.newPage();
  const signedIn = await page.request.post(`${server.origin}/api/auth/sign-in/email`, {
    data: { email: owner, password: PASSWORD },
    headers: { origin: server.origin },
  });
  expect(signedIn.status()).toBe(200);
  const lead = await leadOf(ticked.email);
  await page.goto(`${server.origin}/admin/leads/${lead.id}`);
  const section = page.getByRole('region', { name: 'WhatsApp messages' });
  await expect(section).toContainText('Opted in to messages about this call at +923001234567');
  await expect(section.getByRole('listitem').first()).toContainText('Booking confirmed');
  await expect(section.getByRole('listitem').first()).toContainText('Read');
  await expect(section).toContainText(messageId);
  await expect(section).toContainText('Replied STOP');
  // Its reminders wait for their time, and the STOP keeps them from going.
  await expect(section.getByRole('listitem').last()).toContainText(/Reminder, \d+ hours? before/);
  await expect(section.getByRole('listitem').last()).toContainText('Will not be sent: they replied STOP');
  await expect(page.getByText('A WhatsApp call to their number').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'lead');
  await page.goto(`${server.origin}/admin/calls`);
  await expect(page.getByText('Replied STOP on').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shots(page, 'calls');
  await page.goto(`${server.origin}/admin/availability`);
  await expect(page.getByLabel('Call visitors who give a WhatsApp number on WhatsApp')).toBeChecked();
  await shots(page, 'availability');
  await team.close();
});

test('in Urdu without JavaScript: the box works, Urdu digits reach the same number, and the message is in Urdu', async ({
  browser,
}) => {
  const ur = copyOf('ur', 'book');
  const { context, page } = await visitor(browser, '10.72.0.3', false);
  await page.goto(`${server.origin}/ur/book`);
  await expect(page.getByRole('checkbox', { name: ur.fields.whatsappOptIn })).toBeVisible();
  await shots(page, 'form-ur');
  const email = `ayesha.${randomUUID().slice(0, 6)}@example.pk`;
  await book(page, 'ur', 2, { name: 'عائشہ خان', email, whatsapp: '۰۳۰۰ ۷۶۵۴۳۲۱', optIn: true });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();

  await expect.poll(() => sentTo('923007654321').length, { timeout: SEND_TIMEOUT_MS }).toBe(1);
  expect(sentTo('923007654321')[0]!.body).toMatchObject({
    to: '923007654321',
    template: { name: 'call_booked', language: { code: 'ur' } },
  });
  expect(JSON.stringify(sentTo('923007654321')[0]!.body)).toContain('عائشہ خان');
});
