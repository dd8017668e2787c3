import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts from its first paint on, as CLS counts them (not those right after
 * an input). Call before `page.goto`; read the sum with `layoutShiftOf`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded (see `watchLayoutShift`). */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

export interface Shift {
  value: number;
  /** Whether the HTML parser was still at work: the page drawn as far as it had been read. */
  whileParsing: boolean;
  hadRecentInput: boolean;
  /** What moved, for a failure's message. */
  sources: string[];
}

/**
 * The page's layout shifts so far, one by one, as the browser recorded them (no `watchLayoutShift`
 * needed: the browser keeps them), with whether each came while the page was still being read.
 */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    entries.push(...observer.takeRecords());
    observer.disconnect();
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    return (entries as LayoutShift[]).map((entry) => ({
      value: entry.value,
      whileParsing: entry.startTime < parsed,
      hadRecentInput: entry.hadRecentInput,
      sources: entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
        const name = node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName);
        return `${name} (${from.x},${from.y}) → (${to.x},${to.y})`;
      }),
    }));
  });
}

/** The shifts' sum. */
export const totalShift = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * The shifts CLS counts that came once the page had been read: a starved CPU (a loaded machine, a
 * slow phone) may draw the page while the parser is still at work, and the next element read then
 * moves what was drawn; that is the parser's pace, not what the page does.
 */
export const shiftsOnceRead = (shifts: Shift[]) =>
  shifts.filter((shift) => !shift.whileParsing && !shift.hadRecentInput);

/** Resolves once the browser has drawn two more frames. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
