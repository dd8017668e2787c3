import { expect, test } from '@playwright/test';
import { contactCopy, teamCopy } from '../src/content/pages';
import { contactSocials, formatAddress, siteConfig, socialLabels } from '../src/content/site';
import { team } from '../src/content/team';

test.describe('/our-team', () => {
  test('shows the nine members with portrait, role and name', async ({ page }) => {
    await page.goto('/our-team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamCopy.heading);

    expect(team).toHaveLength(9);
    const members = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(members).toHaveCount(team.length);
    for (const [index, member] of team.entries()) {
      const card = members.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(member.name);
      await expect(card.getByText(member.role, { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: member.image.alt })).toBeVisible();
    }
  });

  test('loads the first row of portraits at once, preloading the first; the rest lazily @phone', async ({
    page,
  }) => {
    await page.goto('/our-team');
    const loading = await page
      .locator('main li img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(loading).toEqual(['eager', 'eager', 'eager', ...Array(team.length - 3).fill('lazy')]);
    await expect(page.locator(`link[rel="preload"][as="image"][href="${team[0]!.image.src}"]`)).toHaveCount(
      1,
    );
    // The About page shows the same grid further down: nothing eager or preloaded there. The
    // preloads are read from the served HTML: once hydrated, the router's prefetches of linked
    // pages may add those pages' own preloads to the head.
    await page.goto('/about-us');
    expect(
      await page
        .locator('main li img[src^="/images/team/"]')
        .evaluateAll((images) => images.every((img) => img.getAttribute('loading') === 'lazy')),
    ).toBe(true);
    const html = await (await page.request.get('/about-us')).text();
    const imagePreloads = (html.match(/<link[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('rel="preload"') && tag.includes('as="image"'),
    );
    expect(imagePreloads).toEqual([]);
  });

  test('lays the members out in three columns on desktop and one on a phone @phone', async ({ page }) => {
    await page.goto('/our-team');
    const members = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(members).toHaveCount(9);
    const boxes: { x: number; y: number }[] = [];
    for (let index = 0; index < 4; index += 1) {
      const box = await members.nth(index).boundingBox();
      expect(box).not.toBeNull();
      boxes.push(box!);
    }
    const width = page.viewportSize()!.width;
    const firstRow = boxes.filter((box) => Math.abs(box.y - boxes[0]!.y) < 1);
    const xs = new Set(boxes.map((box) => Math.round(box.x)));
    if (width >= 1024) {
      expect(firstRow).toHaveLength(3);
      expect(new Set(firstRow.map((box) => Math.round(box.x))).size).toBe(3);
      expect(Math.round(boxes[3]!.x)).toBe(Math.round(boxes[0]!.x));
    } else if (width < 640) {
      expect(firstRow).toHaveLength(1);
      expect(xs.size).toBe(1);
    }
  });
});

test.describe('/contact-us', () => {
  test('shows the address, e-mail and phone links and four social profiles', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactCopy.heading);

    const details = page.getByRole('region', { name: contactCopy.detailsHeading });
    await expect(details.getByText(formatAddress())).toBeVisible();
    await expect(details.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.email}`,
    );
    await expect(details.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      `tel:${siteConfig.phone.e164}`,
    );

    const socials = details.getByRole('listitem').getByRole('link', { name: /opens in a new tab/ });
    await expect(socials).toHaveCount(4);
    expect(contactSocials.map((network) => socialLabels[network])).toEqual([
      'Facebook',
      'Twitter',
      'LinkedIn',
      'Instagram',
    ]);
    for (const [index, network] of contactSocials.entries()) {
      const link = socials.nth(index);
      await expect(link).toHaveAccessibleName(new RegExp(socialLabels[network]));
      await expect(link).toHaveAttribute('href', siteConfig.socials[network]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('has the labelled "Send a message" form with browser validation', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: contactCopy.formHeading });
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('id', 'contact-form');
    await expect(form).not.toHaveAttribute('novalidate');
    // Without JavaScript it posts (never puts the message in the URL) to the no-JS fallback.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/contact');

    const { labels } = contactCopy;
    const name = form.getByRole('textbox', { name: labels.name, exact: true });
    const email = form.getByRole('textbox', { name: labels.email, exact: true });
    const subject = form.getByRole('textbox', { name: labels.subject, exact: true });
    const message = form.getByRole('textbox', { name: labels.message, exact: true });

    await expect(name).toHaveAttribute('name', 'name');
    await expect(name).toHaveAttribute('type', 'text');
    await expect(name).toHaveAttribute('required');
    await expect(name).toHaveAttribute('maxlength', '100');
    await expect(name).toHaveAttribute('autocomplete', 'name');

    await expect(email).toHaveAttribute('name', 'email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required');
    await expect(email).toHaveAttribute('maxlength', '254');

    await expect(subject).toHaveAttribute('name', 'subject');
    await expect(subject).not.toHaveAttribute('required');
    await expect(subject).toHaveAttribute('maxlength', '150');

    await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(message).toHaveAttribute('name', 'message');
    await expect(message).toHaveAttribute('rows', '4');
    await expect(message).toHaveAttribute('required');
    await expect(message).toHaveAttribute('maxlength', '5000');

    const submit = form.getByRole('button', { name: contactCopy.submit });
    await expect(submit).toHaveAttribute('type', 'submit');

    // Submitting empty is blocked by the browser: no navigation, the required fields are invalid.
    const url = page.url();
    await submit.click();
    expect(page.url()).toBe(url);
    await expect(form.locator(':invalid')).toHaveCount(3);
    for (const field of [name, email, message]) {
      expect(await field.evaluate((element) => element.matches(':invalid'))).toBe(true);
    }
    expect(await subject.evaluate((element) => element.matches(':invalid'))).toBe(false);

    // A malformed e-mail is rejected too.
    await name.fill('Ayesha Khan');
    await email.fill('not-an-email');
    await message.fill('We need a new website for our clinic.');
    await submit.click();
    expect(page.url()).toBe(url);
    expect(await email.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);
  });
});

// Its own width: once, in the desktop project.
test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Only the page content is checked here; the shared footer is covered by routes.spec.ts.
  test('the services, team and contact page content does not overflow sideways', async ({ page }) => {
    for (const path of [
      '/services',
      '/services/web-development',
      '/services/search-engine-optimization',
      '/our-team',
      '/contact-us',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => (document.querySelector('main')?.scrollWidth ?? Infinity) - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
