/**
 * The team's lead inbox as served, over HTTP: what a visitor without a session gets, that it is
 * never indexed, the sign-in limits, paging the list without JavaScript, changes refused from
 * other sites and from a member, a removed member's session, the team command's answers, the
 * export's guard against spreadsheet formulas, and no inbox page among the build's prerendered
 * ones. Members are made with `npm run team` against the server's own database file
 * (e2e/test-server.ts: SQLITE_PATH). What needs a browser (the sign-in form, hostile text in the
 * page, the JavaScript forms, axe, layout) is in e2e/inbox.spec.ts.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { saveLead } from '@/lib/leads/store';
import { all, served, servedPage, textOf } from '@test-support/served';
import { TEST_BUILD_DIR } from '../next-server';
import { addMemberWithPasswordSet, team as teamCommand } from '../team-member';
import {
  DB_FILE,
  ORIGIN,
  PASSWORD,
  formWithButton,
  hiddenFields,
  pageAs,
  postForm,
  sessionOf,
  signIn,
  statusNow,
  teamEnv,
  withStore,
} from './inbox';

const INBOX_PAGES = ['/admin', '/admin/leads', '/admin/sources', '/admin/team'];
const HOSTILE_NAME = '<script>window.__pwned=1</script>\u202Eevil\u202C';
const HOSTILE_MARKER = 'e2e-hostile-lead';
const RUN = `${process.pid}x${Date.now().toString(36)}`;
const EVIL = 'https://evil.example';

/** A fresh client address per sign-in, so better-auth's per-address limit counts each alone. */
const nextAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
const team = (...args: string[]) => teamCommand(teamEnv, ...args);
const redirectedTo = (response: Response) => response.headers.get('location') ?? '';

/** A plain lead with a phone number, and a hostile one: markup, a bidi override, a formula, 20,000 letters. */
async function seedLeads(): Promise<{ plain: string; hostile: string }> {
  return withStore(async (db) => {
    const plain = await saveLead(db, {
      form: 'contact',
      path: 'embedded',
      fields: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        subject: 'A new website for our clinic',
        message: `Please call me on 0300 1234567. ${RUN}`,
        utm_source: 'google',
        landing_page: '/services/web-development',
      },
    });
    const hostile = await saveLead(db, {
      form: 'contact',
      path: 'embedded',
      fields: {
        name: HOSTILE_NAME,
        email: 'x@example.com',
        subject: '=HYPERLINK("https://evil.example","click")',
        message: `<img src=x onerror="window.__pwned=2"> ${HOSTILE_MARKER} ${RUN} ${'A'.repeat(20_000)}`,
        referrer_host: 'facebook.com',
      },
    });
    return { plain: plain.id, hostile: hostile.id };
  });
}

const owner = `served-owner-${RUN}@agency.test`;
let leads: { plain: string; hostile: string };
let ownerCookie: string;

beforeAll(async () => {
  await addMemberWithPasswordSet(teamEnv, owner, PASSWORD, true);
  ownerCookie = await sessionOf(owner, nextAddress());
  leads = await seedLeads();
});

afterAll(async () => {
  await withStore((db) => db.deleteFrom('leads').where('message', 'like', `%${RUN}%`).execute());
});

describe('the lead inbox without a session', () => {
  test('every inbox page goes to sign-in and every inbox API answers 401', async () => {
    for (const path of [
      ...INBOX_PAGES,
      `/admin/leads/${leads.plain}`,
      `/admin/leads/${leads.plain}/delete`,
    ]) {
      const response = await served(path);
      expect(response.status, path).toBe(307);
      expect(redirectedTo(response), path).toMatch(/\/admin\/sign-in\?next=/);
    }
    // A made-up cookie gets past the proxy's quick look, not past the page's own check.
    const forged = { headers: { cookie: 'inbox.session_token=forged.value' } };
    expect(redirectedTo(await served('/admin/leads', forged))).toMatch(/\/admin\/sign-in/);
    expect((await served('/api/inbox/export')).status).toBe(401);
    expect((await served('/api/inbox/export', forged)).status).toBe(401);
  });

  test('is never indexed: noindex header and meta, disallowed in robots.txt, absent from the sitemap', async () => {
    const signInPage = await servedPage('/admin/sign-in');
    expect(signInPage.headers.get('x-robots-tag')).toContain('noindex');
    expect(signInPage.headers.get('cache-control')).toContain('no-store');
    expect(signInPage.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
      /noindex/,
    );
    expect(await (await served('/robots.txt')).text()).toMatch(/Disallow: \/admin/);
    expect(await (await served('/sitemap.xml')).text()).not.toContain('/admin');
  });

  test('brute force gets 429: per account from one address, and per address over many accounts', async () => {
    // Another address's guesses never lock the owner out (e2e/addresses.spec.ts signs the owner in).
    const target = `locked-${RUN}@agency.test`;
    const attacker = nextAddress();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(target, 'guess', attacker)).status).toBe(401);
    expect((await signIn(target, 'guess', attacker)).status).toBe(429);
    const from = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await signIn(`guess-${attempt}-${RUN}@agency.test`, 'guess', from)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the lead inbox for an owner', () => {
  test('exports a hostile lead with its formula disarmed, beside the plain one', async () => {
    const response = await served('/api/inbox/export?status=all', { headers: { cookie: ownerCookie } });
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(csv).toContain('ayesha@example.pk');
  });

  test('pages through the list by plain links without JavaScript, the filters kept', async () => {
    // Old leads of their own, found by a word only they hold and erased at the end, so no other
    // test's page changes.
    const marker = `pager${RUN}`;
    await withStore(async (db) => {
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
    try {
      const pager = (document: Document) => document.querySelector('nav[aria-label="Pages"]')!;
      const link = (document: Document, name: string) =>
        all(pager(document), 'a').filter((a) => textOf(a) === name);
      const rows = (document: Document) => all(document, 'tbody tr');
      const names = (document: Document) => all(document, 'tbody tr a').map(textOf);

      const { document: newest } = await pageAs(ownerCookie, `/admin/leads?status=all&q=${marker}`);
      expect(textOf(pager(newest))).toContain('55 leads');
      expect(rows(newest)).toHaveLength(50);
      const first = names(newest);
      const older = link(newest, 'Older')[0]?.getAttribute('href') ?? '';
      expect(older).toMatch(new RegExp(`status=all&q=${marker}&after=`));

      const { document: oldest } = await pageAs(ownerCookie, older);
      expect(rows(oldest)).toHaveLength(5);
      expect(link(oldest, 'Older')).toHaveLength(0);
      expect(new Set([...first, ...names(oldest)]).size).toBe(55);
      const newer = link(oldest, 'Newer')[0]?.getAttribute('href') ?? '';
      expect(newer).toMatch(/before=/);

      const { document: back } = await pageAs(ownerCookie, newer);
      expect(names(back)).toEqual(first);
      expect(link(back, 'Newer')).toHaveLength(0);
    } finally {
      await withStore((db) => db.deleteFrom('leads').where('subject', '=', marker).execute());
    }
  });

  test('refuses a change from another site (status, note, delete, invite)', async () => {
    const leadPath = `/admin/leads/${leads.plain}`;
    const { document: lead } = await pageAs(ownerCookie, leadPath);
    const statusAction = hiddenFields(formWithButton(lead, 'Save status'));
    const noteAction = hiddenFields(formWithButton(lead, 'Add note'));
    const post = (origin: string, fields: Record<string, string>) =>
      postForm(leadPath, fields, { origin, cookie: ownerCookie });
    await post(EVIL, { ...statusAction, status: 'spam' });
    await post(EVIL, { ...noteAction, note: 'cross-site note' });
    const { document: confirm } = await pageAs(ownerCookie, `${leadPath}/delete`);
    await postForm(`${leadPath}/delete`, hiddenFields(formWithButton(confirm, 'Delete for good')), {
      origin: EVIL,
      cookie: ownerCookie,
    });
    const { status, document: after } = await pageAs(ownerCookie, leadPath);
    expect(status).toBe(200);
    expect(textOf(after.body)).not.toContain('cross-site note');
    expect(statusNow(after)).not.toContain('spam');

    const { document: teamPage } = await pageAs(ownerCookie, '/admin/team');
    await postForm(
      '/admin/team',
      { ...hiddenFields(formWithButton(teamPage, 'Invite')), email: 'intruder@evil.example' },
      { origin: EVIL, cookie: ownerCookie },
    );
    expect(team('list')).not.toContain('intruder@evil.example');

    // The same request from the inbox's own origin goes through: the refusal is the origin's.
    await post(ORIGIN, { ...statusAction, status: 'won' });
    expect(statusNow((await pageAs(ownerCookie, leadPath)).document)).toContain('won');
  });

  test('only an owner erases: a member gets no delete link, a refusal, and the action refuses; the erasure is on the Team page', async () => {
    const { plain } = await seedLeads();
    const email = `member-${RUN}@agency.test`;
    await addMemberWithPasswordSet(teamEnv, email, PASSWORD);
    const memberCookie = await sessionOf(email, nextAddress());
    const { document: memberLead } = await pageAs(memberCookie, `/admin/leads/${plain}`);
    expect(all(memberLead, 'a').filter((a) => textOf(a) === 'Delete this lead…')).toHaveLength(0);
    const { document: refusal } = await pageAs(memberCookie, `/admin/leads/${plain}/delete`);
    expect(textOf(refusal.querySelector('h1'))).toBe('Only an owner can delete a lead');
    expect(all(refusal, 'button').filter((b) => textOf(b) === 'Delete for good')).toHaveLength(0);

    // The owner's own form, posted with the member's session: the action itself refuses.
    const { document: confirm } = await pageAs(ownerCookie, `/admin/leads/${plain}/delete`);
    const erase = hiddenFields(formWithButton(confirm, 'Delete for good'));
    const refused = await postForm(`/admin/leads/${plain}/delete`, erase, {
      origin: ORIGIN,
      cookie: memberCookie,
    });
    // The action ran and sent the member back to the page that refuses them.
    expect(redirectedTo(refused)).toMatch(new RegExp(`/admin/leads/${plain}/delete$`));
    expect((await pageAs(memberCookie, `/admin/leads/${plain}`)).status).toBe(200);

    // The owner's post erases it, and the Team page records the erasure.
    const erased = await postForm(`/admin/leads/${plain}/delete`, erase, {
      origin: ORIGIN,
      cookie: ownerCookie,
    });
    expect(redirectedTo(erased)).toMatch(/\/admin\/leads\?deleted=1$/);
    expect((await pageAs(ownerCookie, `/admin/leads/${plain}`)).status).toBe(404);
    const { document: teamPage } = await pageAs(ownerCookie, '/admin/team');
    const record = all(teamPage, 'li').filter((li) => textOf(li).includes(plain));
    expect(record.map(textOf).join(' ')).toContain('erased lead');
  });

  test('a removed member’s session stops working at once', async () => {
    const email = `leaver-${RUN}@agency.test`;
    await addMemberWithPasswordSet(teamEnv, email, PASSWORD);
    const cookie = await sessionOf(email, nextAddress());
    expect((await pageAs(cookie, '/admin/leads')).status).toBe(200);
    expect(team('remove', email)).toContain('Removed');
    const after = await served('/admin/leads', { headers: { cookie } });
    expect(redirectedTo(after)).toMatch(/\/admin\/sign-in/);
    expect((await served('/api/inbox/export', { headers: { cookie } })).status).toBe(401);
  });

  test('npm run team -- add refuses an address that already has an account; npm run team -- link makes a new link', () => {
    expect(() => team('add', owner)).toThrow(/already has an account; nothing was changed/);
    expect(team('link', owner)).toMatch(/their earlier links no longer work[\s\S]*set-password\?token=/);
  });
});

test('the build prerenders no inbox page and holds no lead', () => {
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
  expect(existsSync(DB_FILE)).toBe(true);
});
