/**
 * The Urdu pages (/ur/…) as served: what crawlers and visitors without JavaScript read. Each is
 * Urdu and right to left, paired with its English page by hreflang both ways and in the sitemap,
 * offers the language switch, links to Urdu pages where they exist and marks English-only pages as
 * English; an unknown Urdu address is the Urdu 404. The browser's part (Nastaliq, layout, right to
 * left behaviour, axe) is in e2e/urdu.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { copyOf } from '@/content/localized';
import { localeInfo } from '@/content/locales';
import { getService } from '@/content/services';
import { siteWordsOf } from '@/content/site';
import { absoluteUrl } from '@/env';
import { formatDate } from '@/lib/i18n/format';
import { siteRoutes, translatedRoutes } from '@/lib/seo/routes';
import { all, only, served, servedPage as fetchPage, textOf, type ServedPage } from '@test-support/served';

const urduRoutes = translatedRoutes.filter((route) => route.locale === 'ur');
const urduPaths = urduRoutes.map((route) => route.path);
const englishOnly = siteRoutes.filter(
  (route) => route.indexable && !urduRoutes.some((urdu) => urdu.englishPath === route.path),
);
const URDU = /[\u0600-\u06FF]/;

const lowered = new WeakSet<Document>();

/**
 * A page as served, its attribute names in lower case as a browser reads them: React writes
 * `hrefLang` and `dateTime`, and linkedom keeps their case, so `[hreflang]` would match nothing.
 */
async function servedPage(path: string): Promise<ServedPage> {
  const page = await fetchPage(path);
  if (!lowered.has(page.document)) {
    lowered.add(page.document);
    for (const element of all(page.document, '*'))
      for (const { name, value } of [...element.attributes])
        if (name !== name.toLowerCase()) {
          element.removeAttribute(name);
          element.setAttribute(name.toLowerCase(), value);
        }
  }
  return page;
}

const langOf = (document: Document) => document.documentElement.getAttribute('lang');
const dirOf = (document: Document) => document.documentElement.getAttribute('dir');

/** The `href` of the page's one `<link rel="alternate">` for `language`. */
const alternateOf = (document: Document, language: string) =>
  only(document, `link[rel="alternate"][hreflang="${language}"]`).getAttribute('href');

/** The links matching `selector` whose text holds `text`. */
const linksWithText = (document: Document, selector: string, text: string) =>
  all(document, selector).filter((link) => textOf(link).includes(text));

test('the Urdu site has every page of the issue: home, services, the nine services, about, contact and privacy', () => {
  expect(urduPaths).toEqual(
    expect.arrayContaining([
      '/ur',
      '/ur/services',
      '/ur/about-us',
      '/ur/contact-us',
      '/ur/privacy',
      '/ur/services/web-development',
    ]),
  );
  expect(urduPaths.filter((path) => path.startsWith('/ur/services/'))).toHaveLength(9);
});

describe('every Urdu page, as served', () => {
  test.each(urduRoutes.map((route) => [route.path, route.englishPath, route] as const))(
    '%s is Urdu, right to left, and paired with %s both ways',
    async (path, englishPath, route) => {
      const alternates = {
        en: absoluteUrl(englishPath),
        ur: absoluteUrl(path),
        'x-default': absoluteUrl(englishPath),
      };
      const { status, document } = await servedPage(path);
      expect(status).toBe(200);
      expect(langOf(document)).toBe('ur');
      expect(dirOf(document)).toBe('rtl');
      expect(textOf(document.querySelector('title'))).toBe(`${route.title} | Ravi Digital`);
      expect(only(document, 'link[rel="canonical"]').getAttribute('href')).toBe(alternates.ur);
      for (const [language, url] of Object.entries(alternates))
        expect(alternateOf(document, language), language).toBe(url);
      expect(only(document, 'meta[property="og:locale"]').getAttribute('content')).toBe('ur_PK');
      expect(only(document, 'meta[property="og:locale:alternate"]').getAttribute('content')).toBe('en_PK');
      const inLanguage = all(document, 'script[type="application/ld+json"]').map(
        (script) => (JSON.parse(script.textContent ?? '') as { inLanguage?: string }).inLanguage,
      );
      expect(inLanguage).toContain('ur');
      // The switch in the header's bar (from 640 px), and in the menu.
      const toEnglish = linksWithText(document, 'a[hreflang="en"][lang="en"]', 'English');
      expect(toEnglish).toHaveLength(2);
      for (const link of toEnglish) expect(link.getAttribute('href')).toBe(englishPath);
      expect(all(document, 'h1')).toHaveLength(1);
      expect(document.querySelector('h1')?.textContent).toMatch(URDU);

      const english = (await servedPage(englishPath)).document;
      expect(langOf(english)).toBe('en');
      for (const [language, url] of Object.entries(alternates))
        expect(alternateOf(english, language), `${englishPath}: ${language}`).toBe(url);
      expect(only(english, 'meta[property="og:locale:alternate"]').getAttribute('content')).toBe('ur_PK');
      const toUrdu = linksWithText(english, 'a[hreflang="ur"][lang="ur"]', localeInfo.ur.name);
      expect(toUrdu).toHaveLength(2);
      for (const link of toUrdu) expect(link.getAttribute('href')).toBe(path);
    },
  );

  test('English pages without an Urdu version offer no switch and declare no alternates', async () => {
    for (const route of englishOnly.slice(0, 6)) {
      const { document } = await servedPage(route.path);
      expect(all(document, 'a[hreflang="ur"]'), route.path).toHaveLength(0);
      expect(all(document, 'link[rel="alternate"][hreflang]'), route.path).toHaveLength(0);
    }
  });

  test('links from Urdu pages stay in Urdu where a page exists, and mark English-only pages as English', async () => {
    for (const path of ['/ur', '/ur/about-us', '/ur/services/search-engine-optimization']) {
      const { document } = await servedPage(path);
      const links = all(document, 'a[href^="/"]').map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        hreflang: anchor.getAttribute('hreflang'),
      }));
      const english = links.filter((link) => !/^\/ur(\/|$)/.test(link.href));
      expect(english.length, path).toBeGreaterThan(0);
      expect(
        english.filter((link) => link.hreflang !== 'en'),
        path,
      ).toEqual([]);
      for (const link of links.filter((candidate) => candidate.href.startsWith('/ur'))) {
        expect(urduPaths, `${path} links to ${link.href}`).toContain(link.href.replace(/[?#].*$/, ''));
        expect(link.hreflang, link.href).toBeNull();
      }
    }
  });

  test('an unknown address under /ur is the Urdu 404, with status 404', async () => {
    const notFound = copyOf('ur', 'notFound');
    for (const path of ['/ur/no-such-page', '/ur/services/no-such-service', '/ur/about-us/more']) {
      const { status, document } = await servedPage(path);
      expect(status, path).toBe(404);
      expect(langOf(document), path).toBe('ur');
      expect(dirOf(document), path).toBe('rtl');
      expect(textOf(only(document, 'h1')), path).toBe(notFound.heading);
      const back = linksWithText(document, 'a', notFound.cta);
      expect(back, path).toHaveLength(1);
      expect(back[0]?.getAttribute('href'), path).toBe('/ur');
    }
    const english = await servedPage('/no-such-page');
    expect(english.status).toBe(404);
    expect(langOf(english.document)).toBe('en');
  });

  test('English addresses stay as they are: no /en prefix and no redirect by language', async () => {
    expect((await served('/en')).status).toBe(404);
    const response = await served('/', { headers: { 'accept-language': 'ur-PK,ur;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(langOf((await servedPage('/')).document)).toBe('en');
  });

  test('numbers keep the digits 0–9, in reading order inside Urdu text', async () => {
    const { figures } = siteWordsOf('ur');
    const home = (await servedPage('/ur')).document;
    const hero = home.getElementById('hero-heading')?.parentElement;
    expect(textOf(hero?.querySelectorAll('dd bdi')[1])).toBe(figures.customerSatisfaction.value);
    const updated = copyOf('ur', 'privacy').updated;
    const privacy = (await servedPage('/ur/privacy')).document;
    expect(textOf(only(privacy, `time[datetime="${updated}"]`))).toBe(formatDate('ur', updated));
    expect(formatDate('ur', updated)).toMatch(/^\d+ \S+، \d{4}$/);
  });

  test('a service page in Urdu names the service and links its English page', async () => {
    const service = getService('web-development', 'ur');
    const { document } = await servedPage('/ur/services/web-development');
    expect(textOf(only(document, 'h1'))).toBe(service?.title ?? '');
    const english = all(document, 'a').filter((link) => textOf(link).includes('English'));
    expect(english.length).toBeGreaterThan(0);
    for (const link of english) expect(link.getAttribute('href')).toBe('/services/web-development');
  });
});

test('no page preloads the Urdu font: an Urdu page fetches it once loaded, an English page never', async () => {
  for (const path of ['/ur', '/', '/about-us', '/services/web-development', '/portfolio', '/no-such-page']) {
    const { document } = await servedPage(path);
    expect(all(document, 'link[rel="preload"][href*="nastaliq"]'), path).toHaveLength(0);
  }
});

describe('the sitemap', () => {
  test('lists each Urdu page and its English pair with their xhtml:link alternates', async () => {
    const xml = await (await served('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = new Map(
      [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
        const body = match[1] ?? '';
        return [/<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '', body] as const;
      }),
    );
    for (const route of urduRoutes) {
      for (const url of [absoluteUrl(route.path), absoluteUrl(route.englishPath)]) {
        const entry = entries.get(url) ?? '';
        expect(entry, url).not.toBe('');
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="en" href="${absoluteUrl(route.englishPath)}" />`,
        );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="ur" href="${absoluteUrl(route.path)}" />`,
        );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(route.englishPath)}" />`,
        );
      }
    }
    expect(entries.get(absoluteUrl('/portfolio'))).not.toContain('hreflang');
  });
});
