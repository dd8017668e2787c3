import { expect, type Locator, type Page } from '@playwright/test';
import { staysBookable } from './slot-times';

/**
 * The free time at `place` in the booking page's list (0 for the first), as a chip to click,
 * counting only the times that stay bookable while the test runs (slot-times.ts). The list shows
 * one day open and the others closed (`<details>`), and how many times are left today depends on
 * the hour the test runs: a time in a closed day has its day opened first, by its summary, as a
 * visitor does (it works without JavaScript too).
 */
export async function slotChip(page: Page, place: number): Promise<Locator> {
  const offered = await page
    .locator('input[name="slot"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const lasting = offered.flatMap((iso, index) => (staysBookable(iso) ? [index] : []));
  expect(lasting.length, 'times that stay bookable').toBeGreaterThan(place);
  const chip = page.locator('label:has(input[name="slot"])').nth(lasting[place]!);
  if (!(await chip.isVisible())) await chip.locator('xpath=ancestor::details[1]/summary').click();
  await expect(chip).toBeVisible();
  return chip;
}
