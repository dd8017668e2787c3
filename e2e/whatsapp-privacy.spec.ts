import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  commonCopy,
  contactCopy,
  footerCopy,
  portfolioCopy,
  privacyCopy,
  servicesCopy,
} from '../src/content/pages';
import { portfolio } from '../src/content/portfolio';
import { getService } from '../src/content/services';
import { siteConfig } from '../src/content/site';
import { absoluteUrl } from '../src/env';
import { fillTemplate } from '../src/lib/i18n/copy';
import { copyOf } from '../src/content/localized';
import { packageWhatsAppMessage } from '../src/lib/pricing/packages';

/** The chat address every WhatsApp link must use: the site setting's digits. */
const CHAT = 'https://wa.me/923214567890';
const BUTTON_NAME = 'Chat on WhatsApp';
const PRIVACY_PATH = '/privacy';
/** 'Back to top' shows past 150 px (the spec); scroll well past it. */
const SCROLLED_PX = 400;
/** Hosts of WhatsApp's click-to-chat, web app and scripts: the site must never call them. */
const WHATSAPP_HOST = /(^|\.)(wa\.me|whatsapp\.(com|net))$/;

const service = getService('web-development');
const [project] = portfolio;
const projectService = project && getService(project.services[0] ?? '');
if (!service || !project || !projectService) throw new Error('the content lacks the pages under test');

/** Each page checked, with the message every WhatsApp link on it pre-fills (from the content). */
const pages: { path: string; messages: string[] }[] = [
  { path: '/', messages: [commonCopy.whatsapp.message ?? ''] },
  {
    path: `/services/${service.slug}`,
    messages: [
      commonCopy.whatsapp.message ?? '',
      fillTemplate(servicesCopy.whatsapp.message, { service: service.title }),
      // Each of its packages asks about itself.
      ...service.packages.map((item) =>
        packageWhatsAppMessage('en', copyOf('en', 'pricing').packages, service, item),
      ),
    ],
  },
  { path: '/contact-us', messages: [commonCopy.whatsapp.message ?? '', contactCopy.whatsapp.message ?? ''] },
  {
    path: project.href,
    messages: [
      commonCopy.whatsapp.message ?? '',
      fillTemplate(portfolioCopy.caseStudy.cta.whatsapp.message, {
        service: projectService.title,
        project: project.title,
      }),
    ],
  },
];

const floatingButton = (page: Page) => page.getByRole('link', { name: BUTTON_NAME, exact: true });
const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box: the element is not rendered');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls past the threshold and waits until both buttons are still and apart. */
async function expectButtonsApart(page: Page) {
  await page.evaluate((y) => window.scrollTo(0, y), SCROLLED_PX);
  await expect(backToTop(page)).toBeVisible();
  await expect(floatingButton(page)).toBeVisible();
  await expect
    .poll(async () => overlap(await box(floatingButton(page)), await box(backToTop(page))), {
      message: 'the WhatsApp button overlaps Back to top',
    })
    .toBe(false);
  const [whatsapp, top] = [await box(floatingButton(page)), await box(backToTop(page))];
  const viewport = page.viewportSize();
  // Both stay on screen, the WhatsApp button above 'Back to top' in the same corner.
  expect(whatsapp.y + whatsapp.height).toBeLessThanOrEqual(top.y);
  expect(whatsapp.y).toBeGreaterThanOrEqual(0);
  expect(whatsapp.x + whatsapp.width).toBeLessThanOrEqual(viewport?.width ?? 0);
}

test.describe('WhatsApp links', () => {
  test('every link on the home, a service, the contact page and a case study opens the chat with its own text, and nothing calls WhatsApp', async ({
    page,
  }) => {
    const whatsappRequests: string[] = [];
    page.on('request', (request) => {
      if (WHATSAPP_HOST.test(new URL(request.url()).hostname)) whatsappRequests.push(request.url());
    });
    expect(siteConfig.whatsapp?.replace(/\D/g, '')).toBe(CHAT.split('/').at(-1));
    for (const { path, messages } of pages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const links = page.locator('a[href*="wa.me"], a[href*="whatsapp"]');
      const found: string[] = [];
      for (const link of await links.all()) {
        const href = new URL((await link.getAttribute('href')) ?? '');
        expect(`${href.origin}${href.pathname}`, path).toBe(CHAT);
        expect([...href.searchParams.keys()], path).toEqual(['text']);
        found.push(href.searchParams.get('text') ?? '');
        await expect(link, path).toHaveAttribute('target', '_blank');
        await expect(link, path).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link, path).toHaveAccessibleDescription(commonCopy.opensInNewTab);
      }
      expect(found.sort(), path).toEqual([...messages].sort());
    }
    expect(whatsappRequests).toEqual([]);
  });

  test('the service and case-study links name the service', async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    await expect(
      page.getByRole('link', { name: fillTemplate(servicesCopy.whatsapp.link, { service: service.title }) }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await page.goto(project.href);
    const cta = page.getByRole('region', { name: portfolioCopy.caseStudy.cta.heading });
    await expect(
      cta.getByRole('link', {
        name: fillTemplate(portfolioCopy.caseStudy.cta.whatsapp.link, { service: projectService.title }),
      }),
    ).toBeVisible();
  });

  test('the contact page shows the number as people read it', async ({ page }) => {
    await page.goto('/contact-us');
    const details = page.getByRole('region', { name: contactCopy.detailsHeading });
    // Read out after its label, 'WhatsApp', which only screen readers get.
    await expect(details.getByText(siteConfig.whatsapp ?? '')).toBeVisible();
    await expect(details.getByText(siteConfig.whatsapp ?? '')).toHaveText(
      `${contactCopy.whatsapp.label} ${siteConfig.whatsapp}`,
    );
    await expect(details.getByRole('link', { name: contactCopy.whatsapp.link })).toBeVisible();
  });

  test('the round button is on every kind of page, the 404 page too', async ({ page }) => {
    for (const path of ['/about-us', '/privacy', '/no-such-page']) {
      await page.goto(path);
      await expect(floatingButton(page), path).toHaveCount(1);
      await expect(floatingButton(page), path).toBeVisible();
    }
  });

  for (const width of [320, 768]) {
    test(`at ${width} px the round button stays clear of Back to top`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about-us');
      await expectButtonsApart(page);
    });
  }
});

// In both projects: 1440 px (desktop) and 375 px on a touch phone (mobile).
test.describe('the round WhatsApp button', () => {
  test('is named "Chat on WhatsApp", has a visible focus style and does not cover Back to top @phone', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const button = floatingButton(page);
    await expect(button).toHaveAccessibleName(BUTTON_NAME);
    await expect(button).toBeInViewport();
    await button.focus();
    const outline = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await expectButtonsApart(page);
  });
});

test.describe('while the intro plays', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the round button stays hidden under the loader, then shows', async ({ page }) => {
    // Every frame from the start: was the button visible while the loader still covered the page?
    await page.addInitScript(() => {
      const frames: { covering: boolean; buttonHidden: boolean }[] = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      const sample = () => {
        const loader = document.querySelector('.intro-loader');
        const button = document.querySelector('.whatsapp-float');
        if (loader && button && document.documentElement.classList.contains('intro')) {
          const style = getComputedStyle(loader);
          // Before it slides away (at 2 s) the panel covers the whole screen.
          const covering =
            style.display !== 'none' &&
            new DOMMatrix(style.transform).f === 0 &&
            style.visibility !== 'hidden';
          frames.push({ covering, buttonHidden: getComputedStyle(button).visibility === 'hidden' });
        }
        if (performance.now() < 6000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bintro\b/);
    await expect(floatingButton(page)).toBeVisible({ timeout: 8000 });
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: { covering: boolean; buttonHidden: boolean }[] }).__frames,
    );
    const covered = frames.filter((frame) => frame.covering);
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.filter((frame) => !frame.buttonHidden)).toEqual([]);
  });
});

test.describe('privacy notice', () => {
  test('is linked from the contact form, the subscribe form and the footer', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('region', { name: contactCopy.formHeading });
    await expect(form.getByRole('link', { name: commonCopy.privacyLink })).toHaveAttribute(
      'href',
      PRIVACY_PATH,
    );
    await expect(form.getByText(contactCopy.privacyNote)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const newsletter = footer.getByRole('region', { name: footerCopy.subscribe.heading });
    await expect(newsletter.getByRole('link', { name: commonCopy.privacyLink })).toHaveAttribute(
      'href',
      PRIVACY_PATH,
    );
    await expect(newsletter.getByText(footerCopy.subscribe.privacyNote)).toBeVisible();
    const footerLinks = footer.getByRole('link', { name: commonCopy.privacyLink });
    await expect(footerLinks).toHaveCount(2);
    for (const link of await footerLinks.all()) await expect(link).toHaveAttribute('href', PRIVACY_PATH);
  });

  test('answers 200 and is in the sitemap', async ({ request }) => {
    expect((await request.get(PRIVACY_PATH)).status()).toBe(200);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${absoluteUrl(PRIVACY_PATH)}</loc>`);
  });

  test('says what this build does with messages and analytics, and how to ask for a copy or deletion', async ({
    page,
  }) => {
    await page.goto(PRIVACY_PATH);
    // The test server has no EmailJS keys: messages stay on the server, and the notice says so.
    await expect(page.getByText(privacyCopy.recipients.embedded)).toBeVisible();
    await expect(page.getByText(privacyCopy.recipients.emailjs)).toHaveCount(0);
    // Built without analytics: the notice says the site loads none, and names no analytics service.
    await expect(page.getByText(privacyCopy.cookies.text)).toBeVisible();
    await expect(page.getByText(privacyCopy.cookies.analytics)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Plausible');
    // Where a lead came from goes with every message, analytics or not.
    await expect(page.getByText(privacyCopy.collect.attribution)).toBeVisible();
    await expect(page.getByText('10 minutes', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    for (const heading of await page
      .getByRole('navigation', { name: privacyCopy.tocLabel })
      .getByRole('link')
      .all()) {
      const target = (await heading.getAttribute('href')) ?? '';
      await expect(page.locator(target)).toHaveText((await heading.textContent()) ?? '');
    }
  });

  test('the site sets no cookies, as the notice says', async ({ page, context }) => {
    for (const path of ['/', '/contact-us', PRIVACY_PATH])
      await page.goto(path, { waitUntil: 'networkidle' });
    expect(await context.cookies()).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is reached from the footer and fits 320 px', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: commonCopy.privacyLink }).last().click();
      await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
      await expect(page.getByRole('heading', { level: 1, name: privacyCopy.heading })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  });
});
