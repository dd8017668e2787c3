/**
 * Analytics on: the site built with NEXT_PUBLIC_PLAUSIBLE_DOMAIN (e2e/analytics-site.ts), its
 * events passed on by the site's /api/event to a fake Plausible on 127.0.0.1. Runs in the
 * `analytics` project only (see playwright.config.ts); the build without analytics is checked in
 * budgets.spec.ts and whatsapp-privacy.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { contactCopy, footerCopy, privacyCopy } from '../src/content/pages';
import { only, parsePage, readableText, textOf } from '../test-support/served';
import { expect, PLAUSIBLE_DOMAIN, test, type AnalyticsSite } from './analytics-site';
import { watchViolations } from './csp-watch';
import { confirmNoScriptSend } from './form-sends';
import type { ReceivedEvent } from './fake-plausible';

/**
 * Plausible's own pageview and time-on-page events, and the speed figures the server forwards
 * (`Web Vitals`, tested apart); every other one is a conversion event of the site.
 */
const TRACKER_EVENTS = ['pageview', 'engagement', 'Web Vitals'];

/** The events received since `from` (an index into the fake's list), by name and properties. */
function conversions(site: AnalyticsSite, from: number) {
  return site.fake.events
    .slice(from)
    .filter((event) => !TRACKER_EVENTS.includes(event.name))
    .map(({ name, props }) => ({ name, props }));
}

function pageviews(site: AnalyticsSite, from: number): string[] {
  return site.fake.events
    .slice(from)
    .filter((event) => event.name === 'pageview')
    .map((event) => event.url);
}

/**
 * Keeps links that leave the page (WhatsApp, phone, e-mail, the PDF) from being followed. A
 * listener on `window` in the capture phase runs before the tracker's on `document`, which must
 * count the click all the same.
 */
async function stayOnPage(page: Page) {
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        if (link && !link.href.startsWith(location.origin)) event.preventDefault();
        if (link?.pathname.endsWith('.pdf')) event.preventDefault();
      },
      true,
    ),
  );
}

const sample = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'New clinic website',
  message: 'We need a new website for our clinic in Gulberg.',
};

test.describe('analytics on', { tag: '@analytics' }, () => {
  test('a pageview on the first load and on each client-side navigation; campaign tags kept, a search dropped', async ({
    site,
    visit: { page },
  }) => {
    const from = site.fake.events.length;
    await page.goto('/services?utm_source=newsletter&utm_campaign=eid&name=Ayesha#top');
    await expect
      .poll(() => pageviews(site, from))
      .toEqual([`${site.origin}/services?utm_source=newsletter&utm_campaign=eid`]);

    // A marker on the window shows the next page came without a new document.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('main').locator('a[href="/services/web-development"]').first().click();
    await expect(page).toHaveURL(/\/services\/web-development$/);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect.poll(() => pageviews(site, from).at(-1)).toBe(`${site.origin}/services/web-development`);

    await page.goto('/search?q=clinic+website+for+Ayesha');
    await expect.poll(() => pageviews(site, from).at(-1)).toBe(`${site.origin}/search`);
    expect(pageviews(site, from)).toHaveLength(3);
    for (const event of site.fake.events.slice(from)) expect(event.domain).toBe(PLAUSIBLE_DOMAIN);
  });

  test('the 404 page sends a 404 event with the path, on a first load and after a client-side navigation', async ({
    site,
    visit: { page },
  }) => {
    const from = site.fake.events.length;
    const response = await page.goto('/no-such-page?ref=x');
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => conversions(site, from))
      .toEqual([{ name: '404', props: { path: '/no-such-page' } }]);

    // A service that does not exist: the site's own not-found page, inside the site layout.
    await page.goto('/services/no-such-service');
    await expect.poll(() => conversions(site, from).length).toBe(2);

    // A broken internal link, followed without a new document.
    await page.goto('/blog');
    await expect.poll(() => pageviews(site, from).at(-1)).toBe(`${site.origin}/blog`);
    await page.evaluate(() => {
      const { next } = window as unknown as { next: { router: { push(href: string): void } } };
      next.router.push('/blog/no-such-post');
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect
      .poll(() => conversions(site, from))
      .toEqual([
        { name: '404', props: { path: '/no-such-page' } },
        { name: '404', props: { path: '/services/no-such-service' } },
        { name: '404', props: { path: '/blog/no-such-post' } },
      ]);

    // The spec's demo error page is a page of its own, not a missing one.
    await page.goto('/dark/page-error404');
    await expect.poll(() => pageviews(site, from).at(-1)).toBe(`${site.origin}/dark/page-error404`);
    expect(conversions(site, from)).toHaveLength(3);
  });

  test('WhatsApp, phone, e-mail, profile and case-study clicks are counted with their placement, service or project', async ({
    site,
    visit: { page },
  }) => {
    const from = site.fake.events.length;
    const expected: { name: string; props: Record<string, string> }[] = [];
    const click = async (locator: ReturnType<Page['locator']>, event: (typeof expected)[number]) => {
      await locator.click();
      expected.push(event);
      await expect.poll(() => conversions(site, from)).toEqual(expected);
    };

    await page.goto('/services/web-development');
    await stayOnPage(page);
    await click(page.getByRole('main').locator('a[href^="https://wa.me/"]').first(), {
      name: 'WhatsApp Click',
      props: { placement: 'service', service: 'web-development' },
    });
    await click(page.getByRole('main').locator('a[href="/agency-profile.pdf"]'), {
      name: 'Profile Download',
      props: { service: 'web-development' },
    });
    await click(page.locator('a.whatsapp-float'), {
      name: 'WhatsApp Click',
      props: { placement: 'floating' },
    });

    const footer = page.getByRole('contentinfo');
    await click(footer.locator('a[href^="tel:"]'), { name: 'Phone Click', props: { placement: 'footer' } });
    await click(footer.locator('a[href^="mailto:"]'), {
      name: 'Email Click',
      props: { placement: 'footer' },
    });

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await click(menu.locator('a[href^="tel:"]'), { name: 'Phone Click', props: { placement: 'menu' } });
    await click(menu.locator('a[href^="mailto:"]'), { name: 'Email Click', props: { placement: 'menu' } });

    await page.goto('/contact-us');
    await stayOnPage(page);
    const main = page.getByRole('main');
    await click(main.locator('a[href^="tel:"]'), { name: 'Phone Click', props: { placement: 'contact' } });
    await click(main.locator('a[href^="mailto:"]'), { name: 'Email Click', props: { placement: 'contact' } });
    await click(main.locator('a[href^="https://wa.me/"]'), {
      name: 'WhatsApp Click',
      props: { placement: 'contact' },
    });

    await page.goto('/privacy');
    await stayOnPage(page);
    await click(page.getByRole('main').locator('a[href^="mailto:"]'), {
      name: 'Email Click',
      props: { placement: 'privacy' },
    });

    await page.goto('/portfolio/healwell-clinics-website');
    await stayOnPage(page);
    const cta = page.locator('section[aria-labelledby="case-study-cta-heading"]');
    await click(cta.locator('a[href^="https://wa.me/"]'), {
      name: 'WhatsApp Click',
      props: { placement: 'case-study', project: 'healwell-clinics-website' },
    });
    await click(cta.locator('a[href^="/contact-us"]'), {
      name: 'Case Study CTA',
      props: { project: 'healwell-clinics-website' },
    });
    await expect(page).toHaveURL(/\/contact-us\?subject=/);
  });

  test('a sent contact message, a subscription and a message sent without JavaScript are counted; no event carries what was typed', async ({
    site,
    visit: { page, context },
    browser,
  }) => {
    const from = site.fake.events.length;
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.23' });
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: contactCopy.formHeading });
    await expect(form).toHaveAttribute('data-hydrated', '');
    const { labels } = contactCopy;
    await form.getByRole('textbox', { name: labels.name, exact: true }).fill(sample.name);
    await form.getByRole('textbox', { name: labels.email, exact: true }).fill(sample.email);
    await form.getByRole('textbox', { name: labels.subject, exact: true }).fill(sample.subject);
    await form.getByRole('textbox', { name: labels.message, exact: true }).fill(sample.message);
    await form.getByRole('button', { name: contactCopy.submit }).click();
    await expect(form.getByRole('status')).toHaveText(contactCopy.success);
    await expect
      .poll(() => conversions(site, from))
      .toEqual([{ name: 'Contact Sent', props: { mode: 'embedded' } }]);

    const newsletter = page.getByRole('contentinfo').getByRole('form');
    await newsletter.getByRole('textbox', { name: 'Email address' }).fill('news@example.pk');
    await newsletter.getByRole('button', { name: footerCopy.subscribe.button }).click();
    await expect(newsletter.getByRole('status')).toHaveText(footerCopy.subscribe.success);
    await expect.poll(() => conversions(site, from).at(-1)).toEqual({ name: 'Subscribe', props: {} });

    // Without JavaScript no tracker runs: the server counts the message it accepted.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: site.origin,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.61' },
    });
    const plain = await noScript.newPage();
    const userAgent = (await plain.goto('/contact-us'))?.request().headers()['user-agent'];
    for (const [name, value] of Object.entries({ ...sample, message: `no-js ${randomUUID()}` }))
      await plain.locator(`form#contact-form [name="${name}"]`).fill(value);
    await plain.locator('form#contact-form').getByRole('button', { name: contactCopy.submit }).click();
    // Counted once its sender confirms it (src/lib/intake/confirm.ts), not at the first post.
    await confirmNoScriptSend(plain);
    await plain.waitForURL(/#contact-sent$/);
    await expect
      .poll(() => conversions(site, from).at(-1))
      .toEqual({ name: 'Contact Sent', props: { mode: 'no-js' } });
    const counted = site.fake.events.at(-1) as ReceivedEvent;
    expect(counted.url).toMatch(/\/contact-us$/);
    expect(counted.userAgent).toBe(userAgent);
    expect(counted.forwardedFor).toBe('203.0.113.61');
    await noScript.close();

    const sent = JSON.stringify(site.fake.events.slice(from));
    for (const typed of [sample.name, sample.email, sample.message, 'news@example.pk', 'Gulberg'])
      expect(sent).not.toContain(typed);
  });

  test('Plausible gets each event with the visitor’s user agent and address, through the site only: no other host, no cookie, no storage, the same CSP', async ({
    site,
    visit: { page, context, requests },
    request,
    baseURL,
  }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.77' });
    const watched = await watchViolations(context);
    const from = site.fake.events.length;
    for (const path of ['/', '/about-us', '/services/web-development', '/portfolio', '/search?q=web'])
      await page.goto(path);
    await stayOnPage(page);
    await page.getByRole('contentinfo').locator('a[href^="tel:"]').click();
    await expect
      .poll(() => conversions(site, from))
      .toEqual([{ name: 'Phone Click', props: { placement: 'footer' } }]);
    await expect.poll(() => pageviews(site, from)).toHaveLength(5);
    // The tracker runs under each page's strict policy (hashes, or the search page's nonce).
    expect(watched.violations).toEqual([]);

    // The browser's user agent and address, not the server's. Chromium sends some keepalive
    // requests without a test's header overrides (the address is then the connection's, which the
    // server fills in), so they are matched here; /api/event's own test compares them exactly.
    for (const event of site.fake.events.slice(from)) {
      expect(event.userAgent).toMatch(/^Mozilla\/5\.0 .*Chrome\/\d/);
      expect(['198.51.100.77', '127.0.0.1']).toContain(event.forwardedFor);
    }
    // The browser spoke to the site alone; the fake heard only the site's server.
    const hosts = new Set(requests.map((url) => new URL(url).host));
    expect([...hosts]).toEqual([site.host]);
    expect(site.fake.requests.every((line) => line === 'POST /api/event')).toBe(true);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, Object.keys(sessionStorage)])).toEqual([
      0,
      ['ravi-digital:attribution'],
    ]);

    // The same Content-Security-Policy as the build without analytics: no host added. Each build
    // lists its own pages' script hashes, and each request its own nonce, so those are left out.
    const sourcesOf = (policy = '') => policy.replace(/ '(?:sha256|nonce)-[^']+'/g, '');
    for (const path of ['/', '/contact-us', '/no-such-page']) {
      const on = (await request.get(`${site.loopback}${path}`)).headers()['content-security-policy'];
      const off = (await request.get(`${baseURL}${path}`)).headers()['content-security-policy'];
      expect(on, path).toBeTruthy();
      expect(on, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(sourcesOf(on), path).toBe(sourcesOf(off));
    }
  });

  test('/api/event passes on this site’s events only, with the visitor’s user agent and address', async ({
    site,
    request,
  }) => {
    // Only this visitor's events count: a beacon from an earlier test's page can still arrive.
    const theirs = () =>
      site.fake.events.filter(
        (event) => event.userAgent === visitor['user-agent'] && event.forwardedFor === '203.0.113.5',
      );
    const visitor = {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
      // A forged entry first, then the visitor's address as the one proxy in front appended it.
      'x-forwarded-for': '198.51.100.9, 203.0.113.5',
    };
    const post = (data: unknown) =>
      request.post(`${site.loopback}/api/event`, {
        data: JSON.stringify(data),
        headers: { 'content-type': 'text/plain', ...visitor },
      });
    expect((await post({ n: 'pageview', u: 'https://x.example/', d: 'x.example' })).status()).toBe(400);
    expect((await post('not an event')).status()).toBe(400);
    expect(theirs()).toEqual([]);
    const own = await post({ n: 'pageview', u: `${site.origin}/`, d: PLAUSIBLE_DOMAIN });
    expect(own.status()).toBe(202);
    // The server trusts one proxy here (TRUST_PROXY=1): the entry that proxy appended is the visitor.
    expect(theirs()).toHaveLength(1);
    expect(theirs()[0]).toMatchObject({
      name: 'pageview',
      userAgent: visitor['user-agent'],
      forwardedFor: '203.0.113.5',
    });
  });

  test('the privacy notice names Plausible, what it records, and the attribution sent with a message', async ({
    site,
  }) => {
    // The notice as served, which every visitor reads, with JavaScript or without.
    const response = await fetch(`${site.loopback}/privacy`);
    expect(response.status).toBe(200);
    const main = only(parsePage(await response.text()), 'main');
    expect(readableText(main)).toContain(privacyCopy.cookies.analytics);
    expect(textOf(main)).not.toContain(privacyCopy.cookies.text);
    expect(readableText(main)).toContain(privacyCopy.collect.attribution);
    expect(privacyCopy.cookies.analytics).toMatch(/Plausible/);
  });

  test('forwards the speed beacon’s figures as Web Vitals events, rated, for the page left @analytics', async ({
    site,
    visit: { page },
  }) => {
    const from = site.fake.events.length;
    // The beacon's chunk comes once the page is idle after its load; leaving then sends its figures.
    const chunk = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && (await response.text()).includes('/api/vitals'),
    );
    await page.goto('/pricing');
    await chunk;
    await page.goto('/about-us');
    await expect
      .poll(() =>
        site.fake.events
          .slice(from)
          .filter((event) => event.name === 'Web Vitals' && event.props?.route === '/pricing')
          .map((event) => event.props?.metric)
          .sort(),
      )
      .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
    const lcp = site.fake.events
      .slice(from)
      .find((event) => event.name === 'Web Vitals' && event.props?.metric === 'LCP');
    expect(['good', 'needs-improvement', 'poor']).toContain(lcp?.props?.rating);
  });
});
