/**
 * The inbox's booked calls and the hours they are offered in, in a browser against the production
 * build: the hours form with JavaScript (a refused field named, what was typed kept), axe for a
 * member and an owner, and at a phone's width no sideways scrolling and a hostile visitor's words
 * running nothing. A booking is stored through the booking store into the server's database file
 * (e2e/test-server.ts: SQLITE_PATH), at night, outside any hours offered, and erased at the end.
 * What reads only HTTP (the pages closed without a session, the calls by day, the plain form's
 * save, the posts refused) is in e2e/served/inbox-calls.test.ts.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
} from '@playwright/test';
import { readServerEnv } from '../src/env';
import { bookCall, SlotTakenError } from '../src/lib/booking/rules/store';
import { addDays, wallTimeToInstant, zonedDate } from '../src/lib/time/zone';
import { connect } from '../src/lib/db/connection';
import { axeViolations } from './axe';
import { addMemberWithPasswordSet } from './team-member';

const DB_FILE = path.resolve('.data/e2e-site.db');
const PASSWORD = 'a long enough test password';
const MARK = `calls${process.pid}x${Date.now().toString(36)}`;
const HOSTILE_NAME = `<script>alert(1)</script> ${MARK}`;
const HOSTILE_SERVICE = '=HYPERLINK("https://evil.example","click")';
const CALL_MS = 30 * 60_000;
/** Late at night, Pakistan time: never offered, so no booking test elsewhere finds it taken. */
const NIGHT_MINUTES = 22 * 60;
/** Past the days e2e/served/inbox-calls.test.ts books, within the fortnight the Calls page shows. */
const HOSTILE_DAYS_AHEAD = 6;

type Store = ReturnType<typeof connect>['db'];

let address = 0;
const nextAddress = () => `10.${(process.pid % 250) + 1}.99.${(address++ % 250) + 1}`;
const teamEnv = () => ({ SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: test.info().project.use.baseURL ?? '' });

async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin, 'x-forwarded-for': nextAddress() },
  });
  expect(response.status()).toBe(200);
}

/** `email`'s signed-in browser state, made once: the tests are about what comes after it. */
async function signedInState(
  browser: Browser,
  email: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  await signIn(context.request, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function withStore<T>(work: (db: Store) => Promise<T>): Promise<T> {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** Books a night call `days` from today for a lead of `fields`, at the first free half hour. */
async function book(db: Store, days: number, fields: Record<string, string>): Promise<void> {
  const server = readServerEnv({});
  const date = addDays(zonedDate(Date.now()), days);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const start = wallTimeToInstant(date, NIGHT_MINUTES + attempt * 35);
    const span = { start, end: start + CALL_MS };
    try {
      await bookCall(db, {
        leadId: randomUUID(),
        fields: { language: 'en', message: `Booked by ${MARK}`, ...fields },
        call: { ...span, span, language: 'en' },
        spamReason: undefined,
        server,
      });
      return;
    } catch (error) {
      if (!(error instanceof SlotTakenError)) throw error;
    }
  }
  throw new Error('no free night slot to book');
}

test.describe('calls and availability in the inbox', () => {
  test.describe.configure({ mode: 'default' });
  const owner = `calls-owner-${process.pid}@agency.test`;
  const member = `calls-member-${process.pid}@agency.test`;
  let ownerState: BrowserContextOptions['storageState'];
  let memberState: BrowserContextOptions['storageState'];

  test.beforeAll(async ({ browser }) => {
    await addMemberWithPasswordSet(teamEnv(), owner, PASSWORD, true);
    await addMemberWithPasswordSet(teamEnv(), member, PASSWORD);
    ownerState = await signedInState(browser, owner);
    memberState = await signedInState(browser, member);
    // A long service name with a formula in it: it must wrap on a phone and stay text.
    await withStore((db) =>
      book(db, HOSTILE_DAYS_AHEAD, {
        name: HOSTILE_NAME,
        email: 'x@example.com',
        service: `${HOSTILE_SERVICE}${'A'.repeat(120)}`,
      }),
    );
  });

  test.afterAll(async () => {
    await withStore(async (db) => {
      await db.deleteFrom('leads').where('message', '=', `Booked by ${MARK}`).execute();
    });
  });

  test('the hours page has no axe violations, read-only for a member and as the owner’s form', async ({
    browser,
  }) => {
    for (const [who, storageState, shown] of [
      ['member', memberState, 'Only an owner can change these.'],
      ['owner', ownerState, 'Every time here is Pakistan time'],
    ] as const) {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      await page.goto('/admin/availability');
      await expect(page.getByText(shown), who).toBeVisible();
      expect(await axeViolations(page), `availability (${who})`).toEqual([]);
      await context.close();
    }
  });

  test.describe('as the owner', () => {
    test.use({ storageState: async ({}, provide) => provide(ownerState) });

    test('the hours form with JavaScript names each refused field and keeps what was typed', async ({
      page,
    }) => {
      await page.goto('/admin/availability');
      await page.getByLabel('Call length (minutes)').fill('32');
      await page.getByLabel('Sunday').fill('9-10');
      await page.getByRole('button', { name: 'Save availability' }).click();
      await expect(page.getByText('A whole number of minutes from 15 to 120, in steps of 5.')).toBeVisible();
      await expect(page.getByText('“9-10” is not a range like 10:00–13:00.')).toBeVisible();
      await expect(page.getByLabel('Call length (minutes)')).toHaveValue('32');
      await expect(page.getByLabel('Sunday')).toHaveValue('9-10');
      await expect(page.getByLabel('Sunday')).toHaveAttribute('aria-invalid', 'true');
    });

    test('both pages are axe-clean and never scroll sideways at 375 px; a hostile visitor’s words run nothing', async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
      await page.setViewportSize({ width: 375, height: 812 });
      for (const where of ['/admin/calls', '/admin/availability']) {
        await page.goto(where);
        await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          where,
        ).toBe(true);
        expect(await axeViolations(page), where).toEqual([]);
        if (where === '/admin/calls') {
          // Shown as the link to its lead, as plain text.
          await expect(page.getByRole('link', { name: HOSTILE_NAME })).toBeVisible();
          await expect(page.getByText(HOSTILE_SERVICE, { exact: false })).toBeVisible();
        }
      }
      expect(dialogs).toEqual([]);
    });
  });
});
