/**
 * What the content admin's test types and then looks for (e2e/content-site.spec.ts): a team
 * member's new role, and a post whose body uses everything the editor offers (heading, bold,
 * italic, inline code, link, list, quote, code block, picture, table).
 */
import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export const MEMBER = 'usman-raza';
export const NEW_ROLE = 'Founder and Managing Director';
export const POST_TITLE = 'What we learnt from our first hundred clients';
export const POST_SLUG = 'what-we-learnt-from-our-first-hundred-clients';
export const POST_SUMMARY =
  'Five lessons from four years of websites and campaigns for Lahore businesses, written for owners planning their next project.';
export const POST_BODY = 'Every project starts with a question about the customer, not about the website.';
export const POST_HEADING = 'What the first call is for';
export const POST_LIST = ['Listen before proposing anything', 'Write the brief down together'];
export const POST_QUOTE = 'Good websites start with good questions.';
export const POST_CODE = "const brief = 'agreed';";
/** The editor's table: a header row and two rows of three cells. */
export const POST_TABLE = [
  ['Step', 'Who', 'When'],
  ['Brief', 'You and us', 'Week one'],
  ['Design', 'Our designers', 'Weeks two and three'],
];
export const POST_PICTURE_ALT = 'A lime circle on a dark wall in the studio';
export const POST_PICTURE_CAPTION = 'The studio on our first day';
/** The editor renames an upload to lower-case dashed words (src/lib/blog/picture-names.ts). */
export const POST_PICTURE_UPLOAD = 'Studio Wall.JPG';
export const POST_PICTURE_FILE = 'studio-wall.jpg';
export const POST_PICTURE_SIZE = { width: 1600, height: 900 };

/** The cover and the body's picture as an editor uploads them, written into `dir`. */
export async function writeUploads(dir: string): Promise<{ cover: string; picture: string }> {
  const cover = `${dir}/admin-cover.svg`;
  const picture = `${dir}/${POST_PICTURE_UPLOAD}`;
  writeFileSync(
    cover,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#131318"/><circle cx="600" cy="315" r="140" fill="#c6f432"/></svg>',
  );
  // A phone photo as an editor would upload it: a JPEG wider than the post column.
  await sharp({ create: { ...POST_PICTURE_SIZE, channels: 3, background: '#1c1c23' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><circle cx="800" cy="450" r="300" fill="#c6f432"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toFile(picture);
  return { cover, picture };
}

/**
 * Types the post's body into the editor as an editor would: Markdown shortcuts for the heading,
 * list, inline code, link and code block, keyboard shortcuts for bold and italic, the toolbar
 * for the quote, the picture and the table, and the picture's details dialog for its alt text.
 */
export async function writeBody(page: Page, pictureFile: string) {
  const editor = page.locator('[contenteditable="true"]');
  const keys = page.keyboard;
  /**
   * Keystatic runs its Markdown shortcuts in a timer after the text that triggers them: keys
   * typed before that timer fires (as on a loaded machine) leave the shortcut as plain text.
   * So each shortcut is typed up to its trigger, and the next key waits until the editor shows
   * what the shortcut made, as a person sees the heading or the list appear before going on.
   */
  const shortcut = async (text: string, made: Locator) => {
    await keys.type(text);
    await expect(made).toBeVisible();
  };
  await editor.click();
  await shortcut('## ', editor.locator('h2'));
  await keys.type(POST_HEADING);
  await expect(editor.locator('h2')).toHaveText(POST_HEADING);
  await keys.press('Enter');
  await keys.type(`${POST_BODY} We answer `);
  await keys.press('Control+b');
  await keys.type('within a day');
  await keys.press('Control+b');
  await keys.type(', write ');
  await keys.press('Control+i');
  await keys.type('in plain English');
  await keys.press('Control+i');
  await shortcut(' and share the `brief.pdf`', editor.locator('p code', { hasText: 'brief.pdf' }));
  await shortcut(
    ' file. Read about [our services](/services)',
    editor.locator('a', { hasText: 'our services' }),
  );
  await keys.type(' first.');
  await expect(editor.locator('p').filter({ hasText: POST_BODY })).toContainText(
    'Read about our services first.',
  );
  await keys.press('Enter');
  await shortcut('- ', editor.locator('ul > li'));
  await keys.type(POST_LIST[0]!);
  await expect(editor.locator('ul > li')).toHaveText([POST_LIST[0]!]);
  await keys.press('Enter');
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await keys.type(POST_LIST[1]!);
  await expect(editor.locator('ul > li')).toHaveText(POST_LIST);
  await keys.press('Enter');
  await keys.press('Enter');
  // The second Enter ends the list rather than adding a third item.
  await expect(editor.locator('ul > li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(editor.locator('blockquote')).toBeVisible();
  await keys.type(POST_QUOTE);
  await expect(editor.locator('blockquote')).toHaveText(POST_QUOTE);
  await keys.press('Enter');
  await keys.press('Enter');
  // The code block's shortcut runs on Enter itself, not in a timer.
  await keys.type('```ts');
  await keys.press('Enter');
  await expect(editor.locator('pre')).toBeVisible();
  await keys.type(POST_CODE);
  await expect(editor.locator('pre')).toHaveText(POST_CODE);
  // Leaves the code block for a new paragraph.
  await keys.press('Shift+Enter');
  await keys.type('Our studio:');
  await expect(editor.locator('p', { hasText: 'Our studio:' })).toBeVisible();
  await expect(editor.locator('pre')).toHaveText(POST_CODE);
  await keys.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  await (await chooser).setFiles(pictureFile);
  const picture = editor.locator(`img[data-filename="${POST_PICTURE_FILE}"]`);
  await expect(picture).toBeVisible();
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  for (const [row, cells] of POST_TABLE.entries()) {
    for (const [column, text] of cells.entries()) {
      await editor.locator('tr').nth(row).locator('th, td').nth(column).click();
      await keys.type(text);
    }
  }
  // The picture's toolbar opens when it is selected; its first button edits its details.
  await picture.click();
  await page.getByRole('dialog').getByRole('button').first().click();
  const details = page.getByRole('dialog').filter({ hasText: 'Image details' });
  await details.getByRole('textbox', { name: 'Alternative text' }).fill(POST_PICTURE_ALT);
  await details.getByRole('textbox', { name: 'Caption' }).fill(POST_PICTURE_CAPTION);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);
  await expect(picture).toHaveAttribute('alt', POST_PICTURE_ALT);
}

/** Every element of the body, as the production build shows it. */
export async function expectBody(page: Page) {
  const article = page.locator('article .article-prose');
  await expect(article.getByRole('heading', { level: 2, name: POST_HEADING })).toHaveAttribute(
    'id',
    'what-the-first-call-is-for',
  );
  await expect(article.locator('strong', { hasText: 'within a day' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'in plain English' })).toBeVisible();
  await expect(article.locator('p code', { hasText: 'brief.pdf' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'our services' })).toHaveAttribute('href', '/services');
  await expect(article.locator('ul > li')).toHaveText(POST_LIST);
  await expect(article.locator('blockquote')).toHaveText(POST_QUOTE);
  await expect(article.locator('pre[data-language="ts"] code')).toHaveText(POST_CODE);

  // The table: real cells in a <table>, in a region that scrolls on its own and can take focus.
  const region = article.getByRole('region', { name: 'Table: Step, Who, When' });
  await expect(region).toHaveAttribute('tabindex', '0');
  const table = region.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(POST_TABLE[0]!);
  await expect(table.locator('tbody tr')).toHaveCount(POST_TABLE.length - 1);
  for (const [index, cells] of POST_TABLE.slice(1).entries()) {
    await expect(table.locator('tbody tr').nth(index).getByRole('cell')).toHaveText(cells);
  }

  // The picture: AVIF and WebP copies of the post column's widths over a sized fallback, captioned.
  const figure = article.locator('figure');
  await expect(figure.locator('figcaption')).toHaveText(POST_PICTURE_CAPTION);
  const sources = figure.locator('picture > source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  const copies = new RegExp(
    `^/_img/blog/${POST_SLUG}/studio-wall\\.[0-9a-f]{16}\\.320\\.avif 320w, .*1344w$`,
  );
  await expect(sources.nth(0)).toHaveAttribute('srcset', copies);
  await expect(sources.nth(0)).toHaveAttribute('sizes', /^\(min-width: 736px\) min\(672px, /);
  const image = figure.locator('picture > img');
  await expect(image).toHaveAttribute('alt', POST_PICTURE_ALT);
  await expect(image).toHaveAttribute('width', String(POST_PICTURE_SIZE.width));
  await expect(image).toHaveAttribute('height', String(POST_PICTURE_SIZE.height));
  await expect(image).toHaveAttribute(
    'src',
    new RegExp(`^/_img/blog/${POST_SLUG}/studio-wall\\.[0-9a-f]{16}\\.1080\\.jpg$`),
  );
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // No editor syntax leaks onto the page.
  await expect(article).not.toContainText('{%');
}
