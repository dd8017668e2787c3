import { fillTemplate } from '../i18n/copy';

/** Slides per view below the first breakpoint (`base`) and from each minimum width in px. */
export type SlidesPerView = { base: number } & Record<number, number>;

/** Embla measures scroll duration in its own units; about 20 ms each at 60 frames a second. */
const MS_PER_DURATION_UNIT = 20;
const MIN_DURATION = 10;
const MAX_DURATION = 80;

export function carouselDuration(speedMs: number): number {
  return Math.min(MAX_DURATION, Math.max(MIN_DURATION, Math.round(speedMs / MS_PER_DURATION_UNIT)));
}

/**
 * The slide a native scroller shows at its start edge (the nearest one), counting from 0, so that
 * Embla starts where the visitor left the track. `scrollOffset` is the scroller's `scrollLeft`
 * (negative on a right-to-left page); `slideWidth` is one slide's width, its gap included.
 */
export function slideIndexAt(scrollOffset: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.round(Math.abs(scrollOffset) / slideWidth));
}

/**
 * Scoped CSS for slide widths and gaps. Each slide carries the gap as padding on its start side
 * (the left, or the right on a right-to-left page), and the track pulls back by the same amount,
 * so slides align with the content edge.
 */
export function slidesPerViewCss(scope: string, slidesPerView: SlidesPerView, spacingPx: number): string {
  const rule = (count: number) => `.${scope} .carousel-slide{flex-basis:${(100 / count).toFixed(4)}%}`;
  const breakpoints = Object.entries(slidesPerView)
    .filter(([key]) => key !== 'base')
    .map(([key, count]) => [Number(key), count] as const)
    .sort(([a], [b]) => a - b)
    .map(([minWidth, count]) => `@media (min-width:${minWidth}px){${rule(count)}}`);
  return [
    `.${scope} .carousel-track{margin-inline-start:-${spacingPx}px}`,
    `.${scope} .carousel-slide{padding-inline-start:${spacingPx}px}`,
    rule(slidesPerView.base),
    ...breakpoints,
  ].join('');
}

/** The carousel's words: its arrow buttons and each slide's name, '{index} of {count}'. */
export interface CarouselCopy {
  previous: string;
  next: string;
  slide: string;
}

/** A slide's accessible name, e.g. '2 of 5' (`index` counts from 0). */
export function slideLabel(template: string, index: number, count: number): string {
  return fillTemplate(template, { index: index + 1, count });
}
