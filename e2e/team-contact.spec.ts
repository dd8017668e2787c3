/**
 * The team and contact pages in a browser: the team grid's columns at each width, the browser's own
 * validation of the message form, and no sideways scroll at 320 px. What the pages say, the
 * portraits' loading and the form's fields are checked on the served pages in
 * e2e/served/team-contact.test.ts.
 */
import { contactCopy } from '../src/content/pages';
import { expect, test } from './fixtures';

test.describe('/our-team', () => {
  test('lays the members out in three columns on desktop and one on a phone @phone', async ({
    warmPage: page,
  }) => {
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
  test('the "Send a message" form is validated by the browser before it sends', async ({
    warmPage: page,
  }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: contactCopy.formHeading });
    await expect(form).toBeVisible();

    const { labels } = contactCopy;
    const name = form.getByRole('textbox', { name: labels.name, exact: true });
    const email = form.getByRole('textbox', { name: labels.email, exact: true });
    const subject = form.getByRole('textbox', { name: labels.subject, exact: true });
    const message = form.getByRole('textbox', { name: labels.message, exact: true });

    const submit = form.getByRole('button', { name: contactCopy.submit });

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

// Its own width: once, in the desktop project. Only the page content is checked here; the shared
// footer is covered by routes.spec.ts.
test('at 320 px wide, the services, team and contact page content does not overflow sideways', async ({
  warmPage: page,
}) => {
  const projectViewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  try {
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
  } finally {
    if (projectViewport) await page.setViewportSize(projectViewport);
  }
});
