/**
 * Cancelling many calls at once from the inbox's Calls page, against the production build: three
 * night calls booked from one visitor address are shown together from any of them, ticked and
 * cancelled in one post, and leave the list; the page says how many. Bookings are stored through
 * the booking store into the server's database file (playwright.config.ts: SQLITE_PATH) and erased
 * at the end. A booking waiting for its visitor to confirm it is listed with when it stops holding
 * its time, and released with the others waiting in one press. With SHOTS_DIR set, the page is also
 * captured at 375, 768 and 1440 px.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readServerEnv } from '../src/env';
import { bookCall, SlotTakenError } from '../src/lib/booking/rules/store';
import { addDays, wallTimeToInstant, zonedDate } from '../src/lib/time/zone';
import { connect } from '../src/lib/db/connection';
import { addMemberWithPasswordSet } from './team-member';

const DB_FILE = path.resolve('.data/e2e-site.db');
const PASSWORD = 'a long enough test password';
const MARK = `bulk${process.pid}x${Date.now().toString(36)}`;
const CALL_MS = 30 * 60_000;
/** Late at night, Pakistan time, as e2e/inbox-calls.spec.ts books: never offered to visitors. */
const NIGHT_MINUTES = 22 * 60 + 30;
const CALLS = 3;
/** The keyed hash one address's bookings share (any value groups them). */
const ADDRESS_KEY = `e2e-address-${MARK}`;
const ADDRESS = `203.0.113.${process.pid % 250}`;

const teamEnv = () => ({ SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: test.info().project.use.baseURL ?? '' });

/**
 * Books `CALLS` night calls on the coming days and marks them as from one address, as a flood from
 * before the one-call rule would have left them (the rule now refuses a second).
 */
async function bookFlood(): Promise<string[]> {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  const ids: string[] = [];
  try {
    for (let n = 0; n < CALLS; n += 1) {
      const date = addDays(zonedDate(Date.now()), n + 1);
      for (let attempt = 0; attempt < 8 && ids.length === n; attempt += 1) {
        const start = wallTimeToInstant(date, NIGHT_MINUTES + attempt * 35);
        const span = { start, end: start + CALL_MS };
        try {
          const booked = await bookCall(connection.db, {
            leadId: randomUUID(),
            fields: { name: `Flood ${n} ${MARK}`, email: `flood${n}.${MARK}@example.com`, message: MARK },
            call: { ...span, span, language: 'en' },
            spamReason: undefined,
            server: readServerEnv({}),
          });
          ids.push(booked.bookingId);
        } catch (error) {
          if (!(error instanceof SlotTakenError)) throw error;
        }
      }
    }
    await connection.db
      .updateTable('bookings')
      .set({ visitor: ADDRESS_KEY })
      .where('id', 'in', ids)
      .execute();
    return ids;
  } finally {
    await connection.close();
  }
}

async function eraseFlood(): Promise<void> {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  try {
    await connection.db.deleteFrom('leads').where('message', '=', MARK).execute();
  } finally {
    await connection.close();
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

test.afterAll(eraseFlood);

test('cancels the chosen calls at once, the calls of one address shown together', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = `bulk-owner-${process.pid}@agency.test`;
  await addMemberWithPasswordSet(teamEnv(), owner, PASSWORD, true);
  await bookFlood();
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: owner, password: PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin, 'x-forwarded-for': ADDRESS },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/admin/calls');
  const flood = page.getByRole('link', { name: `${CALLS} calls from this address` });
  await expect(flood).toHaveCount(CALLS);
  await flood.first().click();
  await expect(page.getByText(`The ${CALLS} calls booked from one address.`)).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(CALLS);
  for (const box of await boxes.all()) await box.check();
  await shoot(page, 'calls-bulk-cancel');
  await page.getByRole('button', { name: 'Cancel the chosen calls' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CALLS} calls cancelled.` })).toBeVisible();
  await expect(page.getByText(MARK)).toHaveCount(0);
});

/** One night call made to wait for its visitor's confirmation, as past the day's cap. */
async function bookWaiting(): Promise<{ id: string; until: string }> {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  try {
    const date = addDays(zonedDate(Date.now()), 5);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const start = wallTimeToInstant(date, NIGHT_MINUTES + attempt * 35);
      const span = { start, end: start + CALL_MS };
      try {
        const booked = await bookCall(connection.db, {
          leadId: randomUUID(),
          fields: { name: `Waiting ${MARK}`, email: `waiting.${MARK}@example.com`, message: MARK },
          call: { ...span, span, language: 'en' },
          spamReason: undefined,
          server: readServerEnv({}),
        });
        const until = new Date(Date.now() + 30 * 60_000).toISOString();
        await connection.db
          .updateTable('bookings')
          .set({ status: 'pending', expires_at: until })
          .where('id', '=', booked.bookingId)
          .execute();
        return { id: booked.bookingId, until };
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error;
      }
    }
    throw new Error('no night time was free for the waiting booking');
  } finally {
    await connection.close();
  }
}

test('lists a booking waiting to be confirmed, with when it stops holding its time, and releases the waiting ones at once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const owner = `waiting-owner-${process.pid}@agency.test`;
  await addMemberWithPasswordSet(teamEnv(), owner, PASSWORD, true);
  const waiting = await bookWaiting();
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: owner, password: PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin, 'x-forwarded-for': ADDRESS },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto('/admin/calls');
  const badge = page.getByText('Waiting for the visitor to confirm, until');
  await expect(badge).toHaveCount(1);
  await expect(badge.locator('time')).toHaveAttribute('datetime', waiting.until);
  await expect(page.getByText(/booking is waiting for the visitor to confirm/)).toBeVisible();
  await shoot(page, 'calls-waiting');
  await page.getByRole('button', { name: 'Release it' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 call cancelled.' })).toBeVisible();
  await expect(page.getByText('Waiting for the visitor to confirm, until')).toHaveCount(0);
});
