import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's violations on the page as it is now, each as its rule, impact and first five targets (what
 * a failure needs to be read). Only violations are collected: axe skips gathering the passes,
 * incomplete and inapplicable results nobody reads.
 */
export async function axeViolations(page: Page, options: { tags?: string[]; include?: string } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(options.tags ?? AXE_TAGS)
    .options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}
