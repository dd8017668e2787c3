/**
 * The modern agency home (/dark/home-modern-agency) as served, which is what a visitor without
 * JavaScript and a crawler get: one h1, the skill bars' values, the numbers strip and the blog
 * teaser. The slider, the tabs' keys, the featured projects carousel, the carousel library loaded
 * on intent, sideways scroll and the page without JavaScript are in e2e/modern-home.spec.ts.
 */
import { expect, test } from 'vitest';
import { modernHomeCopy } from '@/content/pages';
import { figures, modernHomeSkills } from '@/content/site';
import { getLatestPosts } from '@/lib/blog/posts';
import { all, only, servedPage, textOf } from '@test-support/served';

const PATH = '/dark/home-modern-agency';

/** Whether a visitor sees the element: not in a template nor under `hidden`. */
const shown = (element: Element) => !element.closest('template, [hidden]');

/** The one section a visitor sees whose heading or label holds `name`. */
function region(document: Document, name: string): Element {
  const found = all(document, 'section[aria-label], section[aria-labelledby]').filter((section) => {
    const labelledBy = section.getAttribute('aria-labelledby');
    const label = labelledBy
      ? textOf(document.getElementById(labelledBy))
      : section.getAttribute('aria-label');
    return shown(section) && (label ?? '').includes(name);
  });
  expect(found, `one region named "${name}"`).toHaveLength(1);
  return found[0]!;
}

test('has one h1: the first slide title', async () => {
  const { document } = await servedPage(PATH);
  expect(all(document, 'h1')).toHaveLength(1);
  expect(textOf(only(document, 'h1'))).toBe(modernHomeCopy.slides[0]!.title);
});

test('the skill bars expose their values', async () => {
  const { document } = await servedPage(PATH);
  const bars = all(document, '[role="progressbar"]');
  expect(bars).toHaveLength(modernHomeSkills.length);
  for (const [label, value] of [
    ['UI/UX Design', '90'],
    ['Apps Development', '80'],
  ] as const) {
    const bar = bars.find((element) => element.getAttribute('aria-label') === label);
    expect(bar?.getAttribute('aria-valuenow'), label).toBe(value);
    expect(bar?.getAttribute('aria-valuemin'), label).toBe('0');
    expect(bar?.getAttribute('aria-valuemax'), label).toBe('100');
  }
  const text = all(document, 'main p').filter((p) => shown(p) && textOf(p) === modernHomeCopy.skills.text);
  expect(text).toHaveLength(1);
});

test('the numbers strip shows the figures', async () => {
  const { document } = await servedPage(PATH);
  const strip = region(document, modernHomeCopy.numbers.heading);
  expect(all(strip, 'h2').map(textOf)).toEqual(['More than 100+ companies trusted us worldwide']);
  expect(all(strip, 'dd').map(textOf)).toEqual(['52', '99+', '34', '6k+']);
  expect(all(strip, 'dt').map(textOf)).toEqual([
    figures.projectsCompleted.label,
    figures.customerSatisfaction.label,
    figures.teamMembers.label,
    figures.customersSatisfied.label,
  ]);
});

test('the blog teaser shows the two newest posts', async () => {
  const posts = getLatestPosts(2);
  expect(posts).toHaveLength(2);
  const { document } = await servedPage(PATH);
  const teaser = region(document, modernHomeCopy.blog.heading);
  const articles = all(teaser, 'article');
  expect(articles).toHaveLength(2);
  for (const post of posts) {
    const card = articles.find((article) => textOf(article).includes(post.title));
    expect(card, post.title).toBeDefined();
    const links = all(card!, 'a').filter((link) => textOf(link) === post.title);
    expect(
      links.map((link) => link.getAttribute('href')),
      post.title,
    ).toEqual([`/blog/${post.slug}`]);
    const time = only(card!, 'time');
    expect(time.getAttribute('datetime') ?? time.getAttribute('dateTime'), post.title).toBe(post.date);
    expect(
      all(card!, 'img').filter((image) => image.getAttribute('alt') === post.coverAlt),
      post.title,
    ).toHaveLength(1);
  }
  const viewAll = all(teaser, 'a').filter((link) => /view all/i.test(textOf(link)));
  expect(viewAll.map((link) => link.getAttribute('href'))).toEqual(['/blog']);
});
