/**
 * WhatsApp links and the privacy notice as served, which is what a visitor without JavaScript and
 * a crawler get: every WhatsApp link opens the site's chat with its own text in a new tab, the
 * round button is on every kind of page, and the privacy notice is linked from both forms and the
 * footer and says what this build does. That nothing calls WhatsApp, the round button's place and
 * focus style, and that the site sets no cookies are in e2e/whatsapp-privacy.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import {
  commonCopy,
  contactCopy,
  footerCopy,
  portfolioCopy,
  privacyCopy,
  servicesCopy,
} from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { getService } from '@/content/services';
import { siteConfig } from '@/content/site';
import { copyOf } from '@/content/localized';
import { fillTemplate } from '@/lib/i18n/copy';
import { packageWhatsAppMessage } from '@/lib/pricing/packages';
import { all, only, servedPage, textOf } from '@test-support/served';

/** The chat address every WhatsApp link must use: the site setting's digits. */
const CHAT = 'https://wa.me/923214567890';
const BUTTON_NAME = 'Chat on WhatsApp';
const PRIVACY_PATH = '/privacy';

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

/** Whether a visitor sees the element: not in a template, a closed dialog, a popover nor under `hidden`. */
const shown = (element: Element) => !element.closest('template, [hidden], dialog:not([open]), [popover]');

/** The text of the elements an attribute names by id (aria-labelledby, aria-describedby). */
const textOfIds = (element: Element, attribute: string) =>
  (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => textOf(element.ownerDocument.getElementById(id)))
    .join(' ');

/** An element's accessible name: its label, or its text (icons are hidden from it). */
function nameOf(element: Element): string {
  const labelledBy = textOfIds(element, 'aria-labelledby');
  if (labelledBy) return labelledBy;
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  return textOf(element);
}

/** The one section or navigation a visitor sees named `name`. */
function region(root: Document | Element, name: string): Element {
  const found = all(
    root,
    'section[aria-labelledby], section[aria-label], nav[aria-labelledby], nav[aria-label]',
  ).filter((section) => shown(section) && nameOf(section) === name);
  expect(found, `one region named "${name}"`).toHaveLength(1);
  return found[0]!;
}

/** The links a visitor sees in `root` named exactly `name`. */
const links = (root: ParentNode, name: string) =>
  all(root, 'a[href]').filter((link) => shown(link) && nameOf(link) === name);
const hrefs = (found: Element[]) => found.map((link) => link.getAttribute('href'));

/** The page's text, hidden parts too, without its scripts and styles. */
function allText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const skipped of copy.querySelectorAll('script, style, template')) skipped.remove();
  return textOf(copy);
}

/** The text a visitor reads in `root`. */
function visibleText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const skipped of copy.querySelectorAll(
    'script, style, template, noscript, [hidden], dialog:not([open])',
  ))
    skipped.remove();
  return textOf(copy);
}

describe('WhatsApp links', () => {
  test('the site setting is the chat address every link uses', () => {
    expect(siteConfig.whatsapp?.replace(/\D/g, '')).toBe(CHAT.split('/').at(-1));
  });

  test.each(pages.map((page) => [page.path, page.messages] as const))(
    'every link on %s opens the chat with its own text, in a new tab that it announces',
    async (path, messages) => {
      const { document } = await servedPage(path);
      const found: string[] = [];
      for (const link of all(document, 'a[href*="wa.me"], a[href*="whatsapp"]')) {
        const href = new URL(link.getAttribute('href') ?? '');
        expect(`${href.origin}${href.pathname}`, path).toBe(CHAT);
        expect([...href.searchParams.keys()], path).toEqual(['text']);
        found.push(href.searchParams.get('text') ?? '');
        expect(link.getAttribute('target'), path).toBe('_blank');
        expect(link.getAttribute('rel'), path).toBe('noopener noreferrer');
        expect(textOfIds(link, 'aria-describedby'), path).toBe(commonCopy.opensInNewTab);
      }
      expect(found.sort(), path).toEqual([...messages].sort());
    },
  );

  test('the service and case-study links name the service', async () => {
    const servicePage = await servedPage(`/services/${service.slug}`);
    const serviceLinks = links(
      servicePage.document,
      fillTemplate(servicesCopy.whatsapp.link, { service: service.title }),
    );
    expect(serviceLinks).toHaveLength(1);
    expect(hrefs(serviceLinks)[0]).toMatch(/^https:\/\/wa\.me\//);
    const caseStudy = await servedPage(project.href);
    const cta = region(caseStudy.document, portfolioCopy.caseStudy.cta.heading);
    const ctaName = fillTemplate(portfolioCopy.caseStudy.cta.whatsapp.link, {
      service: projectService.title,
    });
    expect(links(cta, ctaName)).toHaveLength(1);
  });

  test('the contact page shows the number as people read it', async () => {
    const { document } = await servedPage('/contact-us');
    const details = region(document, contactCopy.detailsHeading);
    // Read out after its label, 'WhatsApp', which only screen readers get.
    const number = all(details, '*').filter(
      (element) =>
        shown(element) &&
        textOf(element).includes(siteConfig.whatsapp ?? '') &&
        !Array.from(element.children).some((child) => textOf(child).includes(siteConfig.whatsapp ?? '')),
    );
    expect(number.map(textOf)).toEqual([`${contactCopy.whatsapp.label} ${siteConfig.whatsapp}`]);
    expect(links(details, contactCopy.whatsapp.link)).toHaveLength(1);
  });

  test.each(['/about-us', '/privacy', '/no-such-page'])(
    'the round button is on %s (every kind of page, the 404 page too)',
    async (path) => {
      const { document } = await servedPage(path);
      expect(links(document, BUTTON_NAME), path).toHaveLength(1);
    },
  );
});

describe('privacy notice', () => {
  test('is linked from the contact form, the subscribe form and the footer', async () => {
    const { document } = await servedPage('/contact-us');
    const form = region(document, contactCopy.formHeading);
    expect(hrefs(links(form, commonCopy.privacyLink))).toEqual([PRIVACY_PATH]);
    expect(visibleText(form)).toContain(contactCopy.privacyNote);
    const footer = only(document, 'body > footer');
    const newsletter = region(footer, footerCopy.subscribe.heading);
    expect(hrefs(links(newsletter, commonCopy.privacyLink))).toEqual([PRIVACY_PATH]);
    expect(visibleText(newsletter)).toContain(footerCopy.subscribe.privacyNote);
    const footerLinks = links(footer, commonCopy.privacyLink);
    expect(footerLinks).toHaveLength(2);
    for (const href of hrefs(footerLinks)) expect(href).toBe(PRIVACY_PATH);
  });

  test('says what this build does with messages and analytics, and how to ask for a copy or deletion', async () => {
    const { document } = await servedPage(PRIVACY_PATH);
    const main = only(document, 'main');
    const shownText = visibleText(document.body);
    // The test server has no EmailJS keys: messages stay on the server, and the notice says so.
    expect(shownText).toContain(privacyCopy.recipients.embedded);
    expect(allText(document.body)).not.toContain(privacyCopy.recipients.emailjs);
    // Built without analytics: the notice says the site loads none, and names no analytics service.
    expect(shownText).toContain(privacyCopy.cookies.text);
    expect(allText(document.body)).not.toContain(privacyCopy.cookies.analytics);
    expect(allText(main)).not.toContain('Plausible');
    // Where a lead came from goes with every message, analytics or not.
    expect(shownText).toContain(privacyCopy.collect.attribution);
    expect(shownText).toContain('10 minutes');
    expect(hrefs(links(main, siteConfig.email))).toEqual([`mailto:${siteConfig.email}`]);
    // What goes on WhatsApp about a booked call, through whom, and how to stop it.
    expect(shownText).toContain(privacyCopy.whatsapp.messages);
    expect(privacyCopy.whatsapp.messages).toMatch(/Reply STOP/);
    const contents = all(region(document, privacyCopy.tocLabel), 'a');
    expect(contents.length).toBeGreaterThan(0);
    for (const heading of contents) {
      const target = heading.getAttribute('href') ?? '';
      expect(textOf(only(document, target)), target).toBe(textOf(heading));
    }
  });
});

describe('WhatsApp messages about a call, on a server without WHATSAPP_*', () => {
  test('the booking page says nothing about them, in English or Urdu', async () => {
    for (const [locale, path] of [
      ['en', '/book'],
      ['ur', '/ur/book'],
    ] as const) {
      const { document } = await servedPage(path);
      const optIn = copyOf(locale, 'book').fields.whatsappOptIn;
      expect(document.querySelector('input[name="whatsapp_optin"]'), path).toBeNull();
      expect(allText(document.body), path).not.toContain(optIn);
      // The number itself is still asked for: the call happens on it.
      expect(document.querySelector('input[name="whatsapp"]'), path).not.toBeNull();
    }
  });

  test('the Urdu privacy notice says the same in Urdu', async () => {
    const { document } = await servedPage('/ur/privacy');
    expect(visibleText(document.body)).toContain(copyOf('ur', 'privacy').whatsapp.messages);
  });
});
