/**
 * The team and contact pages as served, which is what a visitor without JavaScript and a crawler
 * get: the nine members with portrait, role and name, which portraits load at once, the contact
 * details and social profiles, and the message form's fields and limits. The grid's columns, the
 * browser's own validation of the form and sideways scroll at 320 px are in
 * e2e/team-contact.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { contactCopy, teamCopy } from '@/content/pages';
import { contactSocials, formatAddress, siteConfig, socialLabels } from '@/content/site';
import { team } from '@/content/team';
import { all, only, servedPage, textOf } from '@test-support/served';

/** Whether a visitor sees the element: not in a template, a closed dialog, a popover nor under `hidden`. */
const shown = (element: Element) => !element.closest('template, [hidden], dialog:not([open]), [popover]');

/** An attribute by name in any case (React writes `maxLength`, `autoComplete`; the parser keeps it). */
function attr(element: Element, name: string): string | null {
  const found = Array.from(element.attributes).find((attribute) => attribute.name.toLowerCase() === name);
  return found?.value ?? null;
}

/** A form field by the text of its label, as a visitor finds it. */
function field(form: Element, label: string): Element {
  const found = all(form, 'label[for]').filter(
    (element) => textOf(element).replace(/\*$/, '').trim() === label,
  );
  expect(found, `one field labelled "${label}"`).toHaveLength(1);
  return only(form, `#${found[0]!.getAttribute('for')}`);
}

describe('/our-team', () => {
  test('shows the nine members with portrait, role and name', async () => {
    const { document } = await servedPage('/our-team');
    expect(textOf(only(document, 'h1'))).toBe(teamCopy.heading);

    expect(team).toHaveLength(9);
    const members = all(document, 'main li').filter((li) => li.querySelector('h2'));
    expect(members).toHaveLength(team.length);
    for (const [index, member] of team.entries()) {
      const card = members[index]!;
      expect(shown(card), member.name).toBe(true);
      expect(textOf(card.querySelector('h2')), member.name).toBe(member.name);
      expect(
        all(card, '*').filter((element) => textOf(element) === member.role && element.children.length === 0),
      ).not.toHaveLength(0);
      expect(all(card, 'img').filter((image) => image.getAttribute('alt') === member.image.alt)).toHaveLength(
        1,
      );
    }
  });

  test('loads the first row of portraits at once, preloading the first; the rest lazily', async () => {
    const { document } = await servedPage('/our-team');
    const loading = all(document, 'main li img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', ...Array(team.length - 3).fill('lazy')]);
    expect(all(document, `link[rel="preload"][as="image"][href="${team[0]!.image.src}"]`)).toHaveLength(1);
    // The About page shows the same grid further down: nothing eager or preloaded there.
    const about = await servedPage('/about-us');
    const portraits = all(about.document, 'main li img[src^="/images/team/"]');
    expect(portraits.length).toBeGreaterThan(0);
    expect(portraits.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    const imagePreloads = (about.html.match(/<link[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('rel="preload"') && tag.includes('as="image"'),
    );
    expect(imagePreloads).toEqual([]);
  });
});

describe('/contact-us', () => {
  test('shows the address, e-mail and phone links and four social profiles', async () => {
    const { document } = await servedPage('/contact-us');
    expect(textOf(only(document, 'h1'))).toBe(contactCopy.heading);

    const [details, ...others] = all(document, 'section[aria-labelledby]').filter(
      (section) =>
        shown(section) &&
        textOf(document.getElementById(section.getAttribute('aria-labelledby') ?? '')) ===
          contactCopy.detailsHeading,
    );
    expect(others).toEqual([]);
    expect(
      all(details!, '*').filter((element) => shown(element) && textOf(element) === formatAddress()),
    ).not.toHaveLength(0);
    const linkNamed = (name: string) => all(details!, 'a').filter((link) => textOf(link) === name);
    expect(linkNamed(siteConfig.email).map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${siteConfig.email}`,
    ]);
    expect(linkNamed(siteConfig.phone.display).map((link) => link.getAttribute('href'))).toEqual([
      `tel:${siteConfig.phone.e164}`,
    ]);

    const socials = all(details!, 'li a').filter((link) => /opens in a new tab/.test(textOf(link)));
    expect(socials).toHaveLength(4);
    expect(contactSocials.map((network) => socialLabels[network])).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Instagram',
    ]);
    for (const [index, network] of contactSocials.entries()) {
      const link = socials[index]!;
      expect(textOf(link), network).toContain(socialLabels[network]);
      expect(link.getAttribute('href'), network).toBe(siteConfig.socials[network]);
      expect(link.getAttribute('target'), network).toBe('_blank');
      expect(link.getAttribute('rel'), network).toMatch(/noopener/);
    }
  });

  test('has the labelled "Send a message" form, posting without JavaScript, with its fields’ limits', async () => {
    const { document } = await servedPage('/contact-us');
    const form = only(document, 'form#contact-form');
    expect(textOf(document.getElementById(form.getAttribute('aria-labelledby') ?? ''))).toBe(
      contactCopy.formHeading,
    );
    expect(shown(form)).toBe(true);
    expect(attr(form, 'novalidate')).toBeNull();
    // Without JavaScript it posts (never puts the message in the URL) to the no-JS fallback.
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');

    const { labels } = contactCopy;
    const name = field(form, labels.name);
    const email = field(form, labels.email);
    const subject = field(form, labels.subject);
    const message = field(form, labels.message);

    expect(attr(name, 'name')).toBe('name');
    expect(attr(name, 'type')).toBe('text');
    expect(attr(name, 'required')).not.toBeNull();
    expect(attr(name, 'maxlength')).toBe('100');
    expect(attr(name, 'autocomplete')).toBe('name');

    expect(attr(email, 'name')).toBe('email');
    expect(attr(email, 'type')).toBe('email');
    expect(attr(email, 'required')).not.toBeNull();
    expect(attr(email, 'maxlength')).toBe('254');

    expect(attr(subject, 'name')).toBe('subject');
    expect(attr(subject, 'required')).toBeNull();
    expect(attr(subject, 'maxlength')).toBe('150');

    expect(message.tagName).toBe('TEXTAREA');
    expect(attr(message, 'name')).toBe('message');
    expect(attr(message, 'rows')).toBe('4');
    expect(attr(message, 'required')).not.toBeNull();
    expect(attr(message, 'maxlength')).toBe('5000');

    const submit = all(form, 'button').filter((button) => textOf(button) === contactCopy.submit);
    expect(submit.map((button) => attr(button, 'type'))).toEqual(['submit']);
  });
});
