/**
 * The frame every page shares, as served: the menu's links to the real pages and services, and the
 * footer's call to action, contacts, links, subscribe form and year. Opening the menu, focus, the
 * skip link and the search box are in e2e/layout.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { mainNav, siteConfig } from '@/content/site';
import { services } from '@/content/services';
import { all, only, readableText, servedPage, textOf } from '@test-support/served';

/** A link's name as assistive technology reads it: its text, without the parts hidden from it. */
function nameOf(link: Element): string {
  const copy = link.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/** The links inside `root` whose name contains `name` (as a role query matches it: in any case). */
const linksNamed = (root: ParentNode, name: string | RegExp) =>
  all(root, 'a[href]').filter((link) =>
    typeof name === 'string'
      ? nameOf(link).toLowerCase().includes(name.toLowerCase())
      : name.test(nameOf(link)),
  );

/** The `<nav>` inside `root` labelled by a heading that reads `name`. */
const navNamed = (root: Element, name: string) =>
  only(root, `nav[aria-labelledby="${all(root, 'h2').find((h2) => textOf(h2) === name)?.id}"]`);

describe('the menu', () => {
  test('lists the real pages and services, and no demo page', async () => {
    const { document } = await servedPage('/');
    const dialog = only(document, 'dialog[aria-label="Site menu"]');
    const nav = only(dialog, 'nav[aria-label="Site menu"]');
    for (const link of mainNav) {
      const named = all(nav, 'a[href]').filter((candidate) => nameOf(candidate) === link.label);
      expect(named, link.label).toHaveLength(1);
      expect(named[0]!.getAttribute('href'), link.label).toBe(link.href);
    }
    for (const service of services) {
      const named = all(dialog, 'a[href]').filter((candidate) => nameOf(candidate) === service.title);
      expect(named, service.slug).toHaveLength(1);
      expect(named[0]!.getAttribute('href'), service.slug).toBe(`/services/${service.slug}`);
    }
    expect(all(dialog, 'a[href^="/dark/"]')).toHaveLength(0);
  });
});

describe('the footer', () => {
  test('carries the call to action, contacts, links, subscribe form and this year', async () => {
    const { document } = await servedPage('/');
    const footer = all(document, 'footer').at(-1)!;
    const text = readableText(footer);
    expect(text).toContain("Let's Contact");
    const cta = linksNamed(footer, "Let's Contact");
    expect(cta).toHaveLength(1);
    expect(cta[0]!.getAttribute('href')).toBe('/contact-us');
    expect(text).toContain(siteConfig.address.street);
    const email = linksNamed(footer, siteConfig.email);
    expect(email).toHaveLength(1);
    expect(email[0]!.getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
    const about = linksNamed(navNamed(footer, 'Useful Links'), 'About Us');
    expect(about).toHaveLength(1);
    expect(about[0]!.getAttribute('href')).toBe('/about-us');
    expect(all(navNamed(footer, 'Services'), 'a[href]')).toHaveLength(9);
    for (const network of ['Facebook', 'Pinterest', 'LinkedIn', 'Instagram']) {
      const social = linksNamed(footer, new RegExp(`on ${network}`));
      expect(social, network).toHaveLength(1);
      expect(social[0]!.getAttribute('target'), network).toBe('_blank');
    }
    const label = all(footer, 'label').find((candidate) => textOf(candidate).includes('Email address'));
    expect(only(footer, `#${label?.getAttribute('for')}`).getAttribute('type')).toBe('email');
    // One field for visitors; the honeypot is hidden from people and assistive technology.
    expect(all(footer, 'form input:not([type="hidden"]):not([name="website"])')).toHaveLength(1);
    expect(text).toContain(`© ${new Date().getFullYear()} ${siteConfig.name}`);
  });
});
