import type { SVGProps } from 'react';
import { clsx } from 'clsx';

/**
 * The icons client components draw (menu, search, carousel arrows, Back to top, send), apart
 * from the rest (ui/icon.tsx), so a page's JavaScript carries only these paths. 24 px grid.
 */
export const controlPaths = {
  menu: 'M4 7h16M4 12h16M4 17h10',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l4 4',
  arrowUp: 'M12 19V5m-6 6l6-6 6 6',
  arrowUpRight: 'M7 17L17 7M9 7h8v8',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
} as const;

export type ControlIconName = keyof typeof controlPaths;

export type IconSvgProps = Omit<SVGProps<SVGSVGElement>, 'name'>;

interface DrawnIconProps extends IconSvgProps {
  d: string;
  /** A brand mark, filled rather than stroked. */
  filled?: boolean;
  /** Points along the line of reading: mirrored on right-to-left pages. */
  mirrored?: boolean;
}

/** One icon's <svg>. Decorative: the control it sits in carries the accessible name. */
export function IconSvg({ d, filled = false, mirrored = false, className, ...props }: DrawnIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={clsx('icon', mirrored && 'rtl:-scale-x-100', className)}
      {...(filled
        ? { fill: 'currentColor' }
        : {
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: 1.75,
            strokeLinecap: 'round',
            strokeLinejoin: 'round',
          })}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** The controls' icons that point along the line of reading: mirrored on right-to-left pages. */
export const pointingControls: ReadonlySet<ControlIconName> = new Set([
  'arrowUpRight',
  'chevronLeft',
  'chevronRight',
]);

/** An icon of the controls, for client components. */
export function ControlIcon({ name, ...props }: IconSvgProps & { name: ControlIconName }) {
  return <IconSvg d={controlPaths[name]} mirrored={pointingControls.has(name)} {...props} />;
}
