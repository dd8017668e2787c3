/**
 * Where pictures sit on the pages, as the `sizes` each slot gives the browser: its width at every
 * breakpoint of the layout, so the browser picks the smallest copy that stays sharp. The widths
 * follow `container-site` (globals.css: 1.25rem of padding, 2rem from sm, 3rem from lg, at most
 * 80rem wide) and each section's grid. Named once here; components pass the slot's name.
 */

const BREAKPOINTS = { sm: 640, md: 768, lg: 1024 } as const;
type Breakpoint = keyof typeof BREAKPOINTS;
/** The container's padding on each side, in rem, from each breakpoint up. */
const PADDING_REM = { base: 1.25, sm: 2, md: 2, lg: 3 } as const;
const CONTAINER_MAX_PX = 1280;
const REM_PX = 16;

type Step = 'base' | Breakpoint;
type PerStep = Partial<Record<Breakpoint, number>> & { base: number };
const STEPS: readonly Step[] = ['base', 'sm', 'md', 'lg'];

/** The value at a step: its own, or the nearest smaller step's. */
function at(values: PerStep, step: Step): number {
  for (const candidate of STEPS.slice(0, STEPS.indexOf(step) + 1).reverse()) {
    const value = values[candidate as keyof PerStep];
    if (value !== undefined) return value;
  }
  return values.base;
}

/**
 * A grid of `columns` per breakpoint inside the container, with `gapRem` between columns, where
 * the slot spans `fraction` of a column (1 by default).
 */
function grid(columns: PerStep, gapRem: PerStep | number, fraction = 1): string {
  const gaps: PerStep = typeof gapRem === 'number' ? { base: gapRem } : gapRem;
  const fixedRem = (step: Step) => PADDING_REM[step] * 2 + at(gaps, step) * (at(columns, step) - 1);
  const scale = (step: Step) => Number((fraction / at(columns, step)).toFixed(4));
  const widestPx = Math.floor((CONTAINER_MAX_PX - fixedRem('lg') * REM_PX) * scale('lg'));
  const parts = [`(min-width: ${CONTAINER_MAX_PX}px) ${widestPx}px`];
  let previous = '';
  for (const step of [...STEPS].reverse()) {
    const length = `calc((100vw - ${fixedRem(step)}rem) * ${scale(step)})`;
    // The same width as the step above: that step's entry starts here instead.
    if (length === previous) parts.pop();
    parts.push(step === 'base' ? length : `(min-width: ${BREAKPOINTS[step]}px) ${length}`);
    previous = length;
  }
  return parts.join(', ');
}

/** The page header's picture: the right column of a 1.2fr / 1fr grid from lg (2.5rem gap), full width below. */
const PAGE_HEADER_SIDE = [
  `(min-width: ${CONTAINER_MAX_PX}px) ${Math.floor((CONTAINER_MAX_PX - 8.5 * REM_PX) / 2.2)}px`,
  `(min-width: ${BREAKPOINTS.lg}px) calc((100vw - 8.5rem) * 0.4545)`,
  `(min-width: ${BREAKPOINTS.sm}px) calc(100vw - 4rem)`,
  'calc(100vw - 2.5rem)',
].join(', ');

/** A post's text column: 42rem (blog-post-sections.tsx), the container's width on smaller screens. */
const POST_COLUMN_PX = 42 * REM_PX;
const POST_COLUMN = [
  `(min-width: ${POST_COLUMN_PX + PADDING_REM.sm * 2 * REM_PX}px) ${POST_COLUMN_PX}px`,
  `(min-width: ${BREAKPOINTS.sm}px) calc(100vw - ${PADDING_REM.sm * 2}rem)`,
  `calc(100vw - ${PADDING_REM.base * 2}rem)`,
].join(', ');

export const pictureSlots = {
  /** Team portraits: one column, two from sm, three from lg. */
  teamGrid: grid({ base: 1, sm: 2, lg: 3 }, { base: 1.5, lg: 2 }),
  /** A testimonial's round portrait. */
  testimonialAvatar: '(min-width: 640px) 64px, 56px',
  /** Client logos: 64 px high in carousel slides of 2, 3 or 5 (from 700 and 1000 px). */
  clientLogo:
    '(min-width: 1000px) 180px, (min-width: 700px) calc((100vw - 8rem) / 3), calc((100vw - 7rem) / 2)',
  /** Portfolio cards and related projects: one column, two from sm, three from lg. */
  portfolioCard: grid({ base: 1, sm: 2, lg: 3 }, 1.5),
  /** The home page's portfolio teaser: two columns from md (the first spans both), three from lg. */
  portfolioTeaser: grid({ base: 1, md: 2, lg: 3 }, 1.5),
  portfolioTeaserWide: grid({ base: 1, md: 1, lg: 3 }, 1.5),
  /** Featured projects: carousel slides of 1, 2 from 640, 3 from 768, 5 from 1200 px. */
  featuredProject: '(min-width: 1200px) 20vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** A case study's gallery: two columns from md; the first picture spans both. */
  gallery: grid({ base: 1, md: 2 }, 1),
  galleryWide: grid({ base: 1 }, 0),
  /** A service page's header picture, beside the title from lg (hidden below). */
  serviceHeader: PAGE_HEADER_SIDE,
  /** A service's two side-by-side pictures: half of the description's right column from lg. */
  servicePanel: grid({ base: 2, sm: 2, lg: 4 }, { base: 1, sm: 1.5, lg: 3.25 }),
  /** A post's cover in its header, and the blog list's featured post. */
  postCover: PAGE_HEADER_SIDE,
  /** A picture in a post's text. */
  postBody: POST_COLUMN,
  /** Blog cards: two columns from md, three from lg; the home teaser keeps two. */
  blogCard: grid({ base: 1, md: 2, lg: 3 }, { base: 2, lg: 2.5 }),
  blogTeaser: grid({ base: 1, md: 2 }, { base: 2, lg: 2.5 }),
  /** The site's own drawings (SVG): served as they are, so their slot only documents the layout. */
  illustration: grid({ base: 1, lg: 2 }, 5),
} as const;

export type PictureSlot = keyof typeof pictureSlots;

/** A case study's pictures keep their own shape, but a tall one stays within 80 % of the screen's height. */
export const TALL_PICTURE_MAX_VH = 80;

/**
 * A picture that keeps its own shape under a cap on its height (a share of the screen's) is no
 * wider than the cap allows either: the slot's `sizes`, each capped by that width.
 */
export function heightCappedSizes(sizes: string, aspect: number, maxHeightVh: number): string {
  const byHeight = `${Math.round(aspect * maxHeightVh)}vh`;
  return sizes
    .split(', ')
    .map((part) => {
      const [media, length] = part.startsWith('(')
        ? [part.slice(0, part.indexOf(')') + 1), part.slice(part.indexOf(')') + 2)]
        : ['', part];
      return `${media ? `${media} ` : ''}min(${length}, ${byHeight})`;
    })
    .join(', ');
}
