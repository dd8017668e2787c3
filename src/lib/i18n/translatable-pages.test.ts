import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Registry from '@/content/schema/translatable-pages';

const root = path.resolve(__dirname, '../../..');

/** A copy of the content (and the pictures it names) where a test may add files. */
function fixtureSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'translatable-'));
  cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  return dir;
}

/** The table of translatable pages with one more row: the team page, drawn by the about page's sections. */
function withTeamPage() {
  vi.doMock('@/content/schema/translatable-pages', async (importOriginal) => {
    const original = await importOriginal<typeof Registry>();
    const translatablePages = [
      ...original.translatablePages,
      { path: '/our-team', copy: 'teamPage', meta: 'ourTeam', sections: 'about' },
    ] as unknown as typeof original.translatablePages;
    return {
      ...original,
      translatablePages,
      translatablePage: (englishPath: string) => translatablePages.find((page) => page.path === englishPath),
    };
  });
}

/** The site's modules as a build in `dir` reads them. */
async function siteIn(dir: string) {
  vi.resetModules();
  vi.spyOn(process, 'cwd').mockReturnValue(dir);
  const [routes, seo, sitemap, admin, model, urduPage] = await Promise.all([
    import('./routes'),
    import('../seo/routes'),
    import('@/app/sitemap'),
    import('../../../keystatic.config'),
    import('@/content/schema/model'),
    import('@/app/(ur)/ur/[[...page]]/page'),
  ]);
  return { routes, seo, sitemap: sitemap.default(), admin: admin.default, model, urduPage };
}

describe('a page added to the table of translatable pages', () => {
  afterEach(() => {
    vi.doUnmock('@/content/schema/translatable-pages');
    vi.resetModules();
  });

  it('is built in Urdu, paired, listed and edited once its copy exists, from the row and the file alone', async () => {
    const dir = fixtureSite();
    withTeamPage();

    // The row alone: the admin offers the Urdu copy to write, and no page is built without it.
    const before = await siteIn(dir);
    expect(before.model.translations.ur.singletons).toHaveProperty('teamPage.path', 'content/ur/pages/team');
    expect(before.routes.hasPage('ur', '/our-team')).toBe(false);
    expect(before.seo.translatedRoutes.map((route) => route.path)).not.toContain('/ur/our-team');

    // Its copy in content/ur (here the English words, as a translator starts from them).
    writeFileSync(
      path.join(dir, 'content/ur/pages/team.yaml'),
      readFileSync(path.join(dir, 'content/pages/team.yaml')),
    );
    const site = await siteIn(dir);

    expect(site.routes.hasPage('ur', '/our-team')).toBe(true);
    expect(site.routes.languagePairs()).toMatchObject({
      '/our-team': '/ur/our-team',
      '/ur/our-team': '/our-team',
    });
    expect(site.routes.linkTo('ur', '/our-team')).toEqual({ href: '/ur/our-team' });

    const route = site.seo.translatedRoutes.find((candidate) => candidate.path === '/ur/our-team');
    const urduMeta = site.model.translations.ur.singletons.meta.path;
    expect(urduMeta).toBe('content/ur/pages/meta');
    expect(route).toMatchObject({ englishPath: '/our-team', locale: 'ur' });
    expect(readFileSync(path.join(dir, `${urduMeta}.yaml`), 'utf8')).toContain(route!.title);

    const entry = site.sitemap.find((candidate) => candidate.url.endsWith('/ur/our-team'));
    expect(entry?.alternates?.languages).toMatchObject({
      en: expect.stringMatching(/\/our-team$/),
      ur: expect.stringMatching(/\/ur\/our-team$/),
    });
    const english = site.sitemap.find(
      (candidate) => /\/our-team$/.test(candidate.url) && !candidate.url.includes('/ur/'),
    );
    expect(english?.alternates?.languages).toHaveProperty('ur');

    expect(site.urduPage.generateStaticParams()).toContainEqual({ page: ['our-team'] });
    const metadata = await site.urduPage.generateMetadata({
      params: Promise.resolve({ page: ['our-team'] }),
    });
    expect(metadata.alternates?.languages).toMatchObject({ en: expect.stringMatching(/\/our-team$/) });

    const urduGroup = Object.entries(site.admin.ui?.navigation ?? {}).find(([name]) =>
      name.includes('Urdu'),
    )?.[1];
    expect(urduGroup).toContain('urTeamPage');
    expect(site.admin.singletons).toHaveProperty('urTeamPage');
  });
});
