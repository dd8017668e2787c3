/**
 * The inbox's booked calls and the hours they are offered in, against the production build: pages
 * closed without a session, the calls by day with each lead's booking on its page, a hostile
 * visitor's words shown as text, the hours an owner changes (and a member or another site cannot),
 * with and without JavaScript, axe, and no sideways scrolling on a phone. Bookings are stored
 * through the booking store into the server's database file (playwright.config.ts: SQLITE_PATH),
 * at night, outside any hours offered, and erased at the end; the hours are put back as they were.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readServerEnv } from '../src/env';
import { bookCall, moveBooking, readAvailability, SlotTakenError } from '../src/lib/booking/store';
import { addDays, AGENCY_TIME_ZONE, wallTimeToInstant, zonedDate } from '../src/lib/time/zone';
import { connect } from '../src/lib/db/connection';
import { addMemberWithPassword } from './team-member';

const DB_FILE = path.resolve('.data/e2e-site.db');
const PASSWORD = 'a long enough test password';
const MARK = `calls${process.pid}x${Date.now().toString(36)}`;
const HOSTILE_NAME = `<script>alert(1)</script> ${MARK}`;
const HOSTILE_SERVICE = '=HYPERLINK("https://evil.example","click")';
const CALL_MS = 30 * 60_000;
/** Late at night, Pakistan time: never offered, so no booking test elsewhere finds it taken. */
const NIGHT_MINUTES = 22 * 60;
const SETTINGS_ID = 'availability';
/** The Sunday hours the owner's test saves (Sunday is closed by default): shorter than a call, so
 * no time is offered and the booking tests running beside it see the same times. */
const SUNDAY_SAVED = '21:00–21:20';

type Store = ReturnType<typeof connect>['db'];
type SettingsRow = { value: string; updated_at: string; updated_by: string | null };

/** The hours as they were before the owner's test, unless someone else has changed them since. */
async function restoreSettings(db: Store, before: SettingsRow | undefined): Promise<void> {
  const row = await db
    .selectFrom('booking_settings')
    .select('value')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst();
  if (!row || !row.value.includes('"sun":[{"start":"21:00","end":"21:20"}]')) return;
  if (before) {
    await db
      .updateTable('booking_settings')
      .set(before)
      .where('id', '=', SETTINGS_ID)
      .where('value', '=', row.value)
      .execute();
  } else {
    await db
      .deleteFrom('booking_settings')
      .where('id', '=', SETTINGS_ID)
      .where('value', '=', row.value)
      .execute();
  }
}

let address = 0;
const nextAddress = () => `10.${(process.pid % 250) + 1}.99.${(address++ % 250) + 1}`;
const teamEnv = () => ({ SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: test.info().project.use.baseURL ?? '' });
const origin = () => new URL(test.info().project.use.baseURL!).origin;

async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: origin(), 'x-forwarded-for': nextAddress() },
  });
  expect(response.status()).toBe(200);
}

async function withStore<T>(work: (db: Store) => Promise<T>): Promise<T> {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

const pkClock = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: AGENCY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

/** Books a night call `days` from today for a lead of `fields`, at the first free half hour. */
async function book(
  db: Store,
  days: number,
  fields: Record<string, string>,
  options: { spam?: boolean; timeZone?: string } = {},
): Promise<{ leadId: string; bookingId: string; start: number }> {
  const server = readServerEnv({});
  const date = addDays(zonedDate(Date.now()), days);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const start = wallTimeToInstant(date, NIGHT_MINUTES + attempt * 35);
    const span = { start, end: start + CALL_MS };
    try {
      const leadId = randomUUID();
      const result = await bookCall(db, {
        leadId,
        fields: { language: 'en', message: `Booked by ${MARK}`, ...fields },
        call: { start, end: start + CALL_MS, span, timeZone: options.timeZone, language: 'en' },
        spamReason: options.spam ? 'e2e' : undefined,
        server,
      });
      return { leadId, bookingId: result.bookingId, start };
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
    }
  }
  throw new Error('no free night slot to book');
}

async function axeClean(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
    where,
  ).toEqual([]);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The hidden fields React gives the Server Action's form, as a page elsewhere would copy them. */
async function actionFields(page: Page): Promise<Record<string, string>> {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Save availability' }) });
  const pairs = await form
    .locator('input, textarea')
    .evaluateAll((fields) =>
      fields.map((field) => [(field as HTMLInputElement).name, (field as HTMLInputElement).value]),
    );
  return Object.fromEntries(pairs.filter(([name]) => name)) as Record<string, string>;
}

test.describe('calls and availability in the inbox', () => {
  test.describe.configure({ mode: 'default' });
  const owner = `calls-owner-${process.pid}@agency.test`;
  const member = `calls-member-${process.pid}@agency.test`;
  let ayesha: { leadId: string; start: number };
  let hostile: { leadId: string; start: number };
  let held: { leadId: string };
  let moved: { leadId: string; start: number };
  let storedSettings: SettingsRow | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await browser.newPage();
    await page.goto('/admin/sign-in'); // the server has migrated its database by now
    await addMemberWithPassword(page, teamEnv(), owner, PASSWORD, true);
    await addMemberWithPassword(page, teamEnv(), member, PASSWORD);
    await page.close();
    await withStore(async (db) => {
      storedSettings = await db
        .selectFrom('booking_settings')
        .select(['value', 'updated_at', 'updated_by'])
        .where('id', '=', SETTINGS_ID)
        .executeTakeFirst();
      ayesha = await book(
        db,
        1,
        {
          name: `Ayesha Khan ${MARK}`,
          email: 'ayesha@example.pk',
          whatsapp: '+92 300 1234567',
          service: 'Web development',
        },
        { timeZone: 'Europe/London' },
      );
      hostile = await book(db, 2, {
        name: HOSTILE_NAME,
        email: 'x@example.com',
        service: `${HOSTILE_SERVICE}${'A'.repeat(120)}`,
      });
      held = await book(db, 3, { name: `Spam Bot ${MARK}`, email: 'bot@example.com' }, { spam: true });
      const first = await book(db, 4, { name: `Bilal Ahmed ${MARK}`, email: 'bilal@example.pk' });
      const start = first.start + 24 * 60 * 60_000;
      const span = { start, end: start + CALL_MS };
      await moveBooking(db, first.bookingId, { ...span, span, language: 'en' }, readServerEnv({}));
      moved = { leadId: first.leadId, start };
    });
  });

  test.afterAll(async () => {
    await withStore(async (db) => {
      await db.deleteFrom('leads').where('message', '=', `Booked by ${MARK}`).execute();
    });
  });

  test('without a session both pages go to sign-in', async ({ page }) => {
    for (const where of ['/admin/calls', '/admin/availability']) {
      await page.goto(where);
      await expect(page, where).toHaveURL(/\/admin\/sign-in\?next=/);
    }
  });

  test('a member sees the calls by day, each lead’s booking on its page, hostile words as text', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    await signIn(page.request, member);
    await page.goto('/admin/calls');
    await expect(page.getByRole('heading', { name: 'Upcoming calls', level: 1 })).toBeVisible();
    const tomorrow = page.getByRole('region', { name: /^Tomorrow/ });
    const call = tomorrow.getByRole('listitem').filter({ hasText: MARK });
    await expect(call).toContainText(`${pkClock(ayesha.start)}–${pkClock(ayesha.start + CALL_MS)}`);
    await expect(call).toContainText('ayesha@example.pk');
    await expect(call.getByRole('link', { name: '+92 300 1234567' })).toHaveAttribute(
      'href',
      'https://wa.me/923001234567',
    );
    await expect(call).toContainText('Web development');
    await expect(call).toContainText('(Europe/London)');
    // A call held as spam holds no time: it is not on the list.
    await expect(page.getByText(`Spam Bot ${MARK}`)).toHaveCount(0);
    // Shown as the link to its lead, as plain text (the tick box beside it names it again for
    // screen readers).
    await expect(page.getByRole('link', { name: HOSTILE_NAME })).toBeVisible();
    await expect(page.getByText(HOSTILE_SERVICE, { exact: false })).toBeVisible();

    await call.getByRole('link', { name: `Ayesha Khan ${MARK}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${ayesha.leadId}$`));
    const booking = page.getByRole('region', { name: 'Call' });
    await expect(booking).toContainText('Booked');
    await expect(booking).toContainText('(Europe/London)');
    await expect(page.getByText('Booking (booking)')).toBeVisible();

    await page.goto(`/admin/leads/${hostile.leadId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOSTILE_NAME);
    await expect(page.getByText(`${pkClock(hostile.start + CALL_MS)} Pakistan time`)).toBeVisible();
    await page.goto(`/admin/leads/${held.leadId}`);
    await expect(page.getByRole('region', { name: 'Call' })).toContainText('Held as spam');
    await page.goto(`/admin/leads/${moved.leadId}`);
    const calls = page.getByRole('region', { name: 'Calls' });
    await expect(calls).toContainText(/Moved to \d+ \w+ \d{4}/);
    await expect(calls).toContainText(pkClock(moved.start));

    await page.goto(`/admin/leads?form=booking&status=all&q=${MARK}`);
    await expect(page.getByLabel('Form')).toHaveValue('booking');
    await expect(page.locator('tbody tr')).toHaveCount(4);
    expect(dialogs).toEqual([]);
  });

  test('a member sees the hours read-only, and the action refuses a member’s post', async ({
    browser,
    page,
  }) => {
    await signIn(page.request, member);
    await page.goto('/admin/availability');
    await expect(page.getByText('Only an owner can change these.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save availability' })).toHaveCount(0);
    await axeClean(page, 'availability (member)');

    // The owner's own form, posted with the member's session.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage.request, owner);
    await ownerPage.goto('/admin/availability');
    const fields = await actionFields(ownerPage);
    await ownerContext.close();
    const cookie = (await page.context().cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
    const before = await withStore(readAvailability);
    const post = (from: string, as: string) =>
      page.request.post('/admin/availability', {
        multipart: { ...fields, sun: '06:00–07:00' },
        headers: { origin: from, cookie: as },
        maxRedirects: 0,
      });
    // The action ran (the page answered) and saved nothing.
    expect((await post(origin(), cookie)).status()).toBe(200);
    expect(await withStore(readAvailability)).toEqual(before);
  });

  test('the owner saves new hours (refused fields keep what was typed); another site cannot', async ({
    browser,
    page,
  }) => {
    await signIn(page.request, owner);
    await page.goto('/admin/availability');
    await expect(page.getByText(/Every time here is Pakistan time/)).toBeVisible();
    await axeClean(page, 'availability (owner)');
    const fields = await actionFields(page);
    const cookie = (await page.context().cookies()).map((item) => `${item.name}=${item.value}`).join('; ');
    const before = await withStore(readAvailability);
    await page.request.post('/admin/availability', {
      multipart: { ...fields, sun: '06:00–07:00' },
      headers: { origin: 'https://evil.example', cookie },
      maxRedirects: 0,
    });
    expect(await withStore(readAvailability)).toEqual(before);

    // With JavaScript: a bad field is named, and what was typed stays.
    await page.getByLabel('Call length (minutes)').fill('32');
    await page.getByLabel('Sunday').fill('9-10');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('A whole number of minutes from 15 to 120, in steps of 5.')).toBeVisible();
    await expect(page.getByText('“9-10” is not a range like 10:00–13:00.')).toBeVisible();
    await expect(page.getByLabel('Call length (minutes)')).toHaveValue('32');
    await expect(page.getByLabel('Sunday')).toHaveValue('9-10');
    await expect(page.getByLabel('Sunday')).toHaveAttribute('aria-invalid', 'true');

    // Without JavaScript: the plain form saves, and the page shows the hours as saved.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await signIn(plain.request, owner);
      await plain.goto('/admin/availability');
      await plain.getByLabel('Sunday').fill(SUNDAY_SAVED.replace('–', ' - '));
      await plain.getByRole('button', { name: 'Save availability' }).click();
      await expect(plain.getByRole('status').getByText('Saved.')).toBeVisible();
      await expect(plain.getByLabel('Sunday')).toHaveValue(SUNDAY_SAVED);
      const saved = await withStore(readAvailability);
      expect(saved.weekly.sun).toEqual([{ start: '21:00', end: '21:20' }]);
      await plain.goto('/admin/availability');
      await expect(plain.getByLabel('Sunday')).toHaveValue(SUNDAY_SAVED);
    } finally {
      await context.close();
      await withStore((db) => restoreSettings(db, storedSettings));
    }
  });

  test('both pages are axe-clean and never scroll sideways at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page.request, owner);
    for (const where of ['/admin/calls', '/admin/availability']) {
      await page.goto(where);
      expect(await noSidewaysScroll(page), where).toBe(true);
      await axeClean(page, where);
    }
  });
});
