/**
 * The team's lead inbox in a browser, against the production build: setting a password from the
 * team link and signing in through the form, hostile leads shown as text that runs nothing,
 * statuses, notes and deletion through the JavaScript forms, two members changing one lead at
 * once, accessibility and layout at both widths, and nothing of the inbox in public pages' scripts.
 * Members are made with `npm run team` against the server's own database file
 * (e2e/test-server.ts: SQLITE_PATH). What reads only HTTP (the rules without a session, the limits,
 * changes refused from other sites or from a member, paging without JavaScript, the export, the
 * team command's answers) is in e2e/served/inbox.test.ts.
 */
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { connect } from '../src/lib/db/connection';
import { saveLead } from '../src/lib/leads/store';
import { axeViolations } from './axe';
import { addMemberWithPassword } from './team-member';

const DB_FILE = path.resolve('.data/e2e-site.db');
const PASSWORD = 'a long enough test password';
const HOSTILE_NAME = '<script>window.__pwned=1</script>\u202Eevil\u202C';
const HOSTILE_MARKER = 'e2e-hostile-lead';

let address = 0;
/** A fresh client address per sign-in, so better-auth's per-address limit counts each alone. */
const nextAddress = () => `10.${process.pid % 250}.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/** The settings `npm run team` needs to work on this test server's store. */
const teamEnv = () => ({ SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: test.info().project.use.baseURL ?? '' });

/** Signs `request`'s browser context in as `email` (the cookie better-auth sets). */
async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin, 'x-forwarded-for': nextAddress() },
  });
  expect(response.status()).toBe(200);
}

async function seedLeads() {
  const connection = connect({ engine: 'sqlite', file: DB_FILE });
  try {
    const plain = await saveLead(connection.db, {
      form: 'contact',
      path: 'embedded',
      fields: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        subject: 'A new website for our clinic',
        message: 'Please call me on 0300 1234567.',
        utm_source: 'google',
        landing_page: '/services/web-development',
      },
    });
    const hostile = await saveLead(connection.db, {
      form: 'contact',
      path: 'embedded',
      fields: {
        name: HOSTILE_NAME,
        email: 'x@example.com',
        subject: '=HYPERLINK("https://evil.example","click")',
        message: `<img src=x onerror="window.__pwned=2"> ${HOSTILE_MARKER} ${'A'.repeat(20_000)}`,
        referrer_host: 'facebook.com',
      },
    });
    return { plain: plain.id, hostile: hostile.id };
  } finally {
    await connection.close();
  }
}

/** The page has no sideways scrolling, however long the text in it. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('the lead inbox', () => {
  test.describe.configure({ mode: 'default' });
  const owner = `owner-${process.pid}@agency.test`;
  let leads: { plain: string; hostile: string };
  /** The owner's signed-in browser state, made once: most tests are about what comes after it. */
  let ownerState: BrowserContextOptions['storageState'];

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/admin/sign-in'); // the server has migrated its database by now
    // The set-password page itself, as a new member uses it.
    await addMemberWithPassword(page, teamEnv(), owner, PASSWORD, true);
    await signIn(context.request, owner);
    ownerState = await context.storageState();
    await context.close();
    leads = await seedLeads();
  });

  test('signs in through the form, with one answer for every wrong address or password', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
    await page.goto('/admin/leads');
    await page.getByLabel('E-mail address').fill(owner);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const failure = page.locator('#sign-in-error');
    await expect(failure).toContainText('do not match');
    const text = await failure.textContent();
    await page.getByLabel('E-mail address').fill('nobody@agency.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(failure).toHaveText(text!);
    await page.getByLabel('E-mail address').fill(owner);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  });

  test.describe('signed in as the owner', () => {
    test.use({ storageState: async ({}, provide) => provide(ownerState) });

    test('shows a hostile lead as plain text, isolated and wrapped', async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
      for (const path of ['/admin/leads', `/admin/leads/${leads.hostile}`]) {
        await page.goto(path);
        await expect(
          page.getByText(HOSTILE_NAME.slice(0, 20)).filter({ visible: true }).first(),
          path,
        ).toBeVisible();
        expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned), path).toBeUndefined();
        expect(await page.locator('img[src="x"]').count(), path).toBe(0);
        // That neither page scrolls sideways, however long the text, is checked at both widths below.
      }
      const name = page.locator('h1 bdi');
      expect(await name.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
      await expect(name).toHaveAttribute('dir', 'auto');
      const message = page.locator('bdi', { hasText: HOSTILE_MARKER });
      const box = await message.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(400);
      expect(dialogs).toEqual([]);
    });

    test('changes status with history, adds a note, and deletes after a confirmation', async ({ page }) => {
      await page.goto(`/admin/leads/${leads.plain}`);
      await expect(page.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/923001234567/,
      );
      await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
        'href',
        /^mailto:ayesha@example\.pk\?subject=Re%3A/,
      );
      await page.getByLabel('Change to').selectOption('contacted');
      await page.getByRole('button', { name: 'Save status' }).click();
      await expect(page.getByText('Status saved.')).toBeVisible();
      await expect(page.getByText(/new → contacted by Owner/)).toBeVisible();
      await page.getByLabel('Add a note').fill('Called back, sending a quote on Monday.');
      await page.getByRole('button', { name: 'Add note' }).click();
      await expect(page.getByText('Called back, sending a quote on Monday.')).toBeVisible();

      await page.goto(`/admin/leads?status=contacted`);
      await expect(page.getByRole('link', { name: /Contacted\s*1/ })).toHaveAttribute('aria-current', 'page');
    });

    test('deletes a lead after its confirmation page, with its notes and history', async ({ page }) => {
      await page.goto(`/admin/leads/${leads.plain}`);
      await page.getByRole('link', { name: 'Delete this lead…' }).click();
      await expect(page.getByRole('heading', { name: 'Delete this lead for good?' })).toBeVisible();
      await page.getByRole('button', { name: 'Delete for good' }).click();
      await expect(page).toHaveURL(/\/admin\/leads\?deleted=1/);
      expect((await page.goto(`/admin/leads/${leads.plain}`))!.status()).toBe(404);
      leads.plain = (await seedLeads()).plain;
    });

    test('refuses to invite an address that already has an account', async ({ page }) => {
      await page.goto('/admin/team');
      await page.getByLabel('E-mail address').fill(owner.toUpperCase());
      await page.getByRole('button', { name: 'Invite' }).click();
      await expect(page.getByText(`${owner} already has an account.`)).toBeVisible();
      await expect(page.getByLabel('Set-password link')).toHaveCount(0);
    });

    test('tells the second of two members changing a status at once that nothing was changed', async ({
      browser,
      page,
    }) => {
      const other = await browser.newPage({ storageState: ownerState });
      for (const tab of [page, other]) await tab.goto(`/admin/leads/${leads.plain}`);
      await page.getByLabel('Change to').selectOption('lost');
      await page.getByRole('button', { name: 'Save status' }).click();
      await expect(page.getByText('Status saved.')).toBeVisible();
      await other.getByLabel('Change to').selectOption('won');
      await other.getByRole('button', { name: 'Save status' }).click();
      await expect(
        other.getByText('Someone changed this lead’s status meanwhile: it is now lost. Nothing was changed.'),
      ).toBeVisible();
      await expect(other.locator('p', { hasText: /^Now/ })).toContainText('lost');
      await other.close();
    });

    test('every inbox page has no axe violations, shows its heading without sideways scrolling, and works from the keyboard @phone', async ({
      page,
    }) => {
      test.slow(); // seven pages through axe, each several seconds on a 2-core machine
      const check = async (path: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        expect(await fitsTheScreen(page), path).toBe(true);
        expect(await axeViolations(page), path).toEqual([]);
      };
      for (const path of [
        '/admin/leads',
        `/admin/leads/${leads.hostile}`,
        `/admin/leads/${leads.hostile}/delete`,
        '/admin/sources',
        '/admin/team',
      ]) {
        await check(path);
      }
      await page.goto('/admin/leads');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to the content' })).toBeFocused();
      await page.getByLabel('Search').focus();
      await page.keyboard.type('Ayesha');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/q=Ayesha/);

      // Signed out, the pages a member meets before the inbox.
      await page.context().clearCookies();
      await check('/admin/sign-in');
      await check('/admin/set-password?token=nothing');
    });

    test('adds nothing to public pages: no analytics in the inbox, no auth code in public scripts', async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto('/admin/leads');
      await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
      expect(requested.filter((url) => /plausible|\/api\/event/.test(url))).toEqual([]);

      const publicScripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') publicScripts.add(response.url());
      });
      await page.goto('/');
      await page.goto('/contact-us');
      for (const url of publicScripts) {
        const body = await (await page.request.get(url)).text();
        expect(body, url).not.toContain('inbox.session_token');
        expect(body, url).not.toContain('/sign-in/email');
      }
    });
  });
});
