/**
 * The team's lead inbox against the production build: sign-in and its limits, what a visitor
 * without a session gets, hostile leads shown as text, changes refused from other sites, a removed
 * member's session, accessibility, and nothing of it on public pages. Members are made with
 * `npm run team` against the server's own database file (playwright.config.ts: SQLITE_PATH).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { connect } from '../src/lib/db/connection';
import { saveLead } from '../src/lib/leads/store';
import { TEST_BUILD_DIR } from './next-server';
import { addMemberWithPassword, team as teamCommand } from './team-member';

const DB_FILE = path.resolve('.data/e2e-site.db');
const PASSWORD = 'a long enough test password';
const INBOX_PAGES = ['/admin', '/admin/leads', '/admin/sources', '/admin/team'];
const HOSTILE_NAME = '<script>window.__pwned=1</script>\u202Eevil\u202C';
const HOSTILE_MARKER = 'e2e-hostile-lead';

let address = 0;
/** A fresh client address per sign-in, so better-auth's per-address limit counts each alone. */
const nextAddress = () => `10.${process.pid % 250}.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/** The settings `npm run team` needs to work on this test server's store. */
const teamEnv = () => ({ SQLITE_PATH: DB_FILE, BETTER_AUTH_URL: test.info().project.use.baseURL ?? '' });
const team = (...args: string[]) => teamCommand(teamEnv(), ...args);

/** Adds `email` with `npm run team -- add` and sets its password through the printed link. */
function member(page: Page, email: string, owner = false): Promise<void> {
  return addMemberWithPassword(page, teamEnv(), email, PASSWORD, owner);
}

async function signIn(request: APIRequestContext, email: string, password = PASSWORD, from = nextAddress()) {
  return request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin, 'x-forwarded-for': from },
  });
}

/** Signs `page`'s browser in as `email` (the cookie better-auth sets). */
async function signInPage(page: Page, email: string): Promise<void> {
  const response = await signIn(page.request, email);
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

test.describe('the lead inbox', () => {
  test.describe.configure({ mode: 'default' });
  const owner = `owner-${process.pid}@agency.test`;
  let leads: { plain: string; hostile: string };

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/admin/sign-in'); // the server has migrated its database by now
    await member(page, owner, true);
    await page.close();
    leads = await seedLeads();
  });

  test('without a session every inbox page goes to sign-in and every inbox API answers 401', async ({
    page,
    request,
  }) => {
    for (const path of [
      ...INBOX_PAGES,
      `/admin/leads/${leads.plain}`,
      `/admin/leads/${leads.plain}/delete`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/sign-in\?next=/);
    }
    // A made-up cookie gets past the proxy's quick look, not past the page's own check.
    await page
      .context()
      .addCookies([{ name: 'inbox.session_token', value: 'forged.value', url: page.url() }]);
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    expect((await request.get('/api/inbox/export')).status()).toBe(401);
    expect(
      (
        await request.get('/api/inbox/export', { headers: { cookie: 'inbox.session_token=forged.value' } })
      ).status(),
    ).toBe(401);
  });

  test('is never indexed: noindex header and meta, disallowed in robots.txt, absent from the sitemap', async ({
    request,
    page,
  }) => {
    const signInPage = await request.get('/admin/sign-in');
    expect(signInPage.headers()['x-robots-tag']).toContain('noindex');
    expect(signInPage.headers()['cache-control']).toContain('no-store');
    await page.goto('/admin/sign-in');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Disallow: \/admin/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');
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

  test('brute force gets 429: per account from one address, and per address over many accounts', async ({
    request,
  }) => {
    // Another address's guesses never lock the owner out (e2e/addresses.spec.ts signs the owner in).
    const target = `locked-${process.pid}@agency.test`;
    const attacker = nextAddress();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(request, target, 'guess', attacker)).status()).toBe(401);
    expect((await signIn(request, target, 'guess', attacker)).status()).toBe(429);
    const from = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        (await signIn(request, `guess-${attempt}-${process.pid}@agency.test`, 'guess', from)).status(),
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  test('shows a hostile lead as plain text, isolated and wrapped, and exports it guarded', async ({
    page,
  }) => {
    await signInPage(page, owner);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    for (const path of ['/admin/leads', `/admin/leads/${leads.hostile}`]) {
      await page.goto(path);
      await expect(page.getByText(HOSTILE_NAME.slice(0, 20)).filter({ visible: true }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      // No sideways scrolling however long the text.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    const name = page.locator('h1 bdi');
    expect(await name.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
    await expect(name).toHaveAttribute('dir', 'auto');
    const message = page.locator('bdi', { hasText: HOSTILE_MARKER });
    const box = await message.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(400);
    expect(dialogs).toEqual([]);

    const csv = await (await page.request.get('/api/inbox/export?status=all')).text();
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(csv).toContain('ayesha@example.pk');
  });

  test('pages through the list by plain links without JavaScript, the filters kept', async ({ browser }) => {
    // Old leads of their own, found by a word only they hold and erased at the end, so no other
    // test's page changes.
    const marker = `pager${process.pid}x${Date.now().toString(36)}`;
    const store = async (work: (db: ReturnType<typeof connect>['db']) => Promise<unknown>) => {
      const connection = connect({ engine: 'sqlite', file: DB_FILE });
      try {
        await work(connection.db);
      } finally {
        await connection.close();
      }
    };
    await store(async (db) => {
      for (let index = 0; index < 55; index += 1) {
        await saveLead(
          db,
          { form: 'contact', path: 'embedded', fields: { email: `p${index}@example.pk`, subject: marker } },
          [],
          // Two leads a second: pages must split leads of one time without losing any. Old, but
          // within the retention (365 days), which may run while the test does.
          new Date(Math.floor(Date.now() / 1000) * 1000 - 300 * 86_400_000 + Math.floor(index / 2) * 1000),
        );
      }
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await signInPage(page, owner);
      await page.goto(`/admin/leads?status=all&q=${marker}`);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect(pager).toContainText('55 leads');
      await expect(page.locator('tbody tr')).toHaveCount(50);
      const first = await page.locator('tbody tr a').allTextContents();
      await pager.getByRole('link', { name: 'Older' }).click();
      await expect(page).toHaveURL(new RegExp(`status=all&q=${marker}&after=`));
      await expect(page.locator('tbody tr')).toHaveCount(5);
      await expect(pager.getByRole('link', { name: 'Older' })).toHaveCount(0);
      const second = await page.locator('tbody tr a').allTextContents();
      expect(new Set([...first, ...second]).size).toBe(55);
      await pager.getByRole('link', { name: 'Newer' }).click();
      await expect(page).toHaveURL(/before=/);
      expect(await page.locator('tbody tr a').allTextContents()).toEqual(first);
      await expect(pager.getByRole('link', { name: 'Newer' })).toHaveCount(0);
    } finally {
      await context.close();
      await store((db) => db.deleteFrom('leads').where('subject', '=', marker).execute());
    }
  });

  test('changes status with history, adds a note, and deletes after a confirmation', async ({ page }) => {
    await signInPage(page, owner);
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

  test('refuses a change from another site (status, note, delete, invite)', async ({ page }) => {
    await signInPage(page, owner);
    await page.goto(`/admin/leads/${leads.plain}`);
    /** The hidden fields React gives a Server Action's form, as a cross-site page would copy them. */
    const actionFields = async (button: string) =>
      Object.fromEntries(
        await page
          .locator('form', { has: page.getByRole('button', { name: button, exact: true }) })
          .locator('input[type="hidden"]')
          .evaluateAll((inputs) =>
            inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
          ),
      ) as Record<string, string>;
    const statusAction = await actionFields('Save status');
    const noteAction = await actionFields('Add note');
    const cookies = (await page.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const post = (origin: string, fields: Record<string, string>) =>
      page.request.post(`/admin/leads/${leads.plain}`, {
        multipart: fields,
        headers: { origin, cookie: cookies },
        maxRedirects: 0,
      });
    const evil = 'https://evil.example';
    await post(evil, { ...statusAction, status: 'spam' });
    await post(evil, { ...noteAction, note: 'cross-site note' });
    await page.goto(`/admin/leads/${leads.plain}/delete`);
    const deleteAction = await actionFields('Delete for good');
    await post(evil, deleteAction);
    await page.goto(`/admin/leads/${leads.plain}`);
    await expect(page.getByText('cross-site note')).toHaveCount(0);
    await expect(page.locator('p', { hasText: /^Now/ })).not.toContainText('spam');

    await page.goto('/admin/team');
    const inviteAction = await actionFields('Invite');
    await page.request.post('/admin/team', {
      multipart: { ...inviteAction, email: 'intruder@evil.example' },
      headers: { origin: evil, cookie: cookies },
      maxRedirects: 0,
    });
    expect(team('list')).not.toContain('intruder@evil.example');

    // The same request from the inbox's own origin goes through: the refusal is the origin's.
    await post(new URL(page.url()).origin, { ...statusAction, status: 'won' });
    await page.goto(`/admin/leads/${leads.plain}`);
    await expect(page.locator('p', { hasText: /^Now/ })).toContainText('won');
  });

  test('a removed member’s session stops working at once', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `leaver-${process.pid}@agency.test`;
    await member(page, email);
    await signInPage(page, email);
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/admin\/leads$/);
    expect(team('remove', email)).toContain('Removed');
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    expect((await page.request.get('/api/inbox/export')).status()).toBe(401);
    await context.close();
  });

  test('deletes a lead after its confirmation page, with its notes and history', async ({ page }) => {
    await signInPage(page, owner);
    await page.goto(`/admin/leads/${leads.plain}`);
    await page.getByRole('link', { name: 'Delete this lead…' }).click();
    await expect(page.getByRole('heading', { name: 'Delete this lead for good?' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?deleted=1/);
    expect((await page.goto(`/admin/leads/${leads.plain}`))!.status()).toBe(404);
    leads.plain = (await seedLeads()).plain;
  });

  test('only an owner erases: a member gets no delete link, a refusal, and the action refuses; the erasure is on the Team page', async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const email = `member-${process.pid}@agency.test`;
    await member(memberPage, email);
    await signInPage(memberPage, email);
    await memberPage.goto(`/admin/leads/${leads.plain}`);
    await expect(memberPage.getByRole('link', { name: 'Delete this lead…' })).toHaveCount(0);
    await memberPage.goto(`/admin/leads/${leads.plain}/delete`);
    await expect(memberPage.getByRole('heading', { name: 'Only an owner can delete a lead' })).toBeVisible();
    await expect(memberPage.getByRole('button', { name: 'Delete for good' })).toHaveCount(0);

    // The owner's own form, posted with the member's session: the action itself refuses.
    await signInPage(page, owner);
    await page.goto(`/admin/leads/${leads.plain}/delete`);
    const eraseForm = page.locator('form', { has: page.getByRole('button', { name: 'Delete for good' }) });
    const fields = Object.fromEntries(
      await eraseForm
        .locator('input[type="hidden"]')
        .evaluateAll((inputs) =>
          inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
        ),
    ) as Record<string, string>;
    const memberCookies = (await context.cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const refused = await memberPage.request.post(`/admin/leads/${leads.plain}/delete`, {
      multipart: fields,
      headers: { origin: new URL(page.url()).origin, cookie: memberCookies },
      maxRedirects: 0,
    });
    // The action ran and sent the member back to the page that refuses them.
    expect(refused.headers()['location']).toMatch(new RegExp(`/admin/leads/${leads.plain}/delete$`));
    expect((await memberPage.goto(`/admin/leads/${leads.plain}`))!.status()).toBe(200);

    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?deleted=1/);
    await page.goto('/admin/team');
    await expect(page.locator('li', { hasText: leads.plain })).toContainText('erased lead');
    leads.plain = (await seedLeads()).plain;
    await context.close();
  });

  test('refuses to invite an address that already has an account; npm run team -- link makes a new link', async ({
    page,
  }) => {
    await signInPage(page, owner);
    await page.goto('/admin/team');
    await page.getByLabel('E-mail address').fill(owner.toUpperCase());
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(`${owner} already has an account.`)).toBeVisible();
    await expect(page.getByLabel('Set-password link')).toHaveCount(0);
    expect(() => team('add', owner)).toThrow(/already has an account; nothing was changed/);
    expect(team('link', owner)).toMatch(/their earlier links no longer work[\s\S]*set-password\?token=/);
  });

  test('tells the second of two members changing a status at once that nothing was changed', async ({
    browser,
    page,
  }) => {
    const other = await browser.newPage();
    for (const tab of [page, other]) {
      await signInPage(tab, owner);
      await tab.goto(`/admin/leads/${leads.plain}`);
    }
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

  test('has no axe violations on any inbox page, and works from the keyboard @phone', async ({ page }) => {
    test.slow(); // seven pages through axe, each several seconds on a 2-core machine
    const check = async (path: string) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
        ),
        path,
      ).toEqual([]);
    };
    await check('/admin/sign-in');
    await check('/admin/set-password?token=nothing');
    await signInPage(page, owner);
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
  });

  test('adds nothing to public pages: no prerendered inbox page, no analytics in the inbox, no auth code in public scripts', async ({
    page,
  }) => {
    const appDir = path.join(TEST_BUILD_DIR, 'server', 'app');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const html = walk(appDir).filter((file) => file.endsWith('.html'));
    expect(html.filter((file) => file.includes(`${path.sep}admin`))).toEqual([]);
    for (const file of html) expect(readFileSync(file, 'utf8'), file).not.toContain(HOSTILE_MARKER);
    const prerendered = JSON.parse(
      readFileSync(path.join(TEST_BUILD_DIR, 'prerender-manifest.json'), 'utf8'),
    ) as {
      routes: Record<string, unknown>;
    };
    expect(Object.keys(prerendered.routes).filter((route) => route.startsWith('/admin'))).toEqual([]);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signInPage(page, owner);
    await page.goto('/admin/leads');
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
    expect(existsSync(DB_FILE)).toBe(true);
  });

  test('screenshots at 375 and 1440 px (test-results/inbox-*.png)', async ({ page }) => {
    test.setTimeout(180_000);
    await signInPage(page, owner);
    const shots: [string, string][] = [
      ['list', '/admin/leads'],
      ['lead', `/admin/leads/${leads.hostile}`],
      ['chart', '/admin/sources'],
    ];
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const [name, path] of shots) {
        await page.goto(path);
        await page.screenshot({ path: `test-results/inbox-${name}-${width}.png`, fullPage: true });
      }
      const signedOut = await page
        .context()
        .browser()!
        .newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await signedOut.goto(page.url().replace(/\/admin\/.*$/, '/admin/sign-in'));
      await signedOut.screenshot({ path: `test-results/inbox-sign-in-${width}.png` });
      await signedOut.close();
    }
  });
});
