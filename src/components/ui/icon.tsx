import { controlPaths, IconSvg, pointingControls, type IconSvgProps } from './control-icon';

/** Stroke icons on a 24 px grid (the controls' among them); brand marks are filled. */
const strokePaths = {
  ...controlPaths,
  arrow: 'M5 12h14m-6-6l6 6-6 6',
  calendar: 'M4 6h16v14H4zm0 5h16M8 3v5m8-5v5',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M4 6h16v12H4zm0 0l8 7 8-7',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  download: 'M12 4v11m-5-5l5 5 5-5M5 20h14',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  code: 'M8 8l-4 4 4 4m8-8l4 4-4 4m-6 3l4-14',
  megaphone: 'M4 10v4h3l7 4V6L7 10H4zm14-1a3 3 0 0 1 0 6M7 14l1 5h2l-1-4.5',
  share:
    'M17 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM7 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm10 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM9.6 13.5l4.8 2.9m0-8.8l-4.8 2.9',
  palette:
    'M12 3a9 9 0 1 0 0 18c1.2 0 1.6-.9 1.2-1.8-.5-1.1.2-2.2 1.4-2.2H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01M17 11h.01',
  layout: 'M4 4h16v16H4zm0 5h16M9 9v11',
  film: 'M4 5h16v14H4zm4 0v14m8-14v14M4 9.5h4m8 0h4M4 14.5h4m8 0h4',
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zm10-13l3 3',
  badge:
    'M12 3l2.4 1.8 3-.2.9 2.9 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.9-3-.2L12 21l-2.4-1.8-3 .2-.9-2.9-2.4-1.8 1-2.8-1-2.8 2.4-1.8.9-2.9 3 .2zm-3 9l2 2 4-4',
} as const;

const brandPaths = {
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21h3z',
  twitter:
    'M17.8 3.5h3l-6.6 7.6L22 20.5h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2.2 3.5h6.3l4.3 5.7 5-5.7zm-1 15.3h1.7L7.3 5.2H5.5l11.3 13.6z',
  linkedin:
    'M6.9 8.9H3.6V20h3.3V8.9zM5.3 3.5a1.9 1.9 0 1 0 0 3.9 1.9 1.9 0 0 0 0-3.9zM20.4 13.6c0-3-1.6-4.9-4.2-4.9-1.5 0-2.5.8-2.9 1.6V8.9H10V20h3.3v-5.8c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.3l-.1-6.4z',
  instagram:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.1 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.4.1-2.7.4-3.8 1.5S3.1 6.9 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.4.4 2.7 1.5 3.8s2.4 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.4-.1 2.7-.4 3.8-1.5s1.4-2.4 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-1.9 9.1a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.4.4s-4.2.1-5.4-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.4s-.1-4.2.4-5.4a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.4-.4s4.2-.1 5.4.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.4s.1 4.2-.4 5.4z',
  pinterest:
    'M12.3 3C7.4 3 4.8 6.3 4.8 9.9c0 1.7.9 3.7 2.3 4.4.2.1.3 0 .4-.2l.3-1.2c0-.1 0-.3-.1-.4-.5-.6-.8-1.6-.8-2.6 0-2.5 1.9-5 5.2-5 2.8 0 4.8 1.9 4.8 4.7 0 3.1-1.6 5.3-3.6 5.3-1.1 0-2-.9-1.7-2.1.3-1.4 1-2.9 1-3.9 0-.9-.5-1.6-1.5-1.6-1.2 0-2.1 1.2-2.1 2.8 0 1 .3 1.7.3 1.7l-1.4 5.8c-.4 1.7 0 4.1.1 4.4 0 .1.2.2.3.1.1-.2 1.6-2.4 2.1-4.1l.8-3c.4.8 1.6 1.4 2.8 1.4 3.7 0 6.3-3.4 6.3-7.5C19.8 6 16.5 3 12.3 3z',
} as const;

export type IconName = keyof typeof strokePaths | keyof typeof brandPaths;

/** Icons that point along the line of reading: drawn mirrored on right-to-left pages. */
const pointing: ReadonlySet<IconName> = new Set<IconName>([...pointingControls, 'arrow']);

interface IconProps extends IconSvgProps {
  name: IconName;
}

/**
 * Any of the site's icons, for server components. Decorative by default: the control it sits in
 * carries the accessible name. Client components use ControlIcon, which leaves the other paths
 * out of the browser's code.
 */
export function Icon({ name, ...props }: IconProps) {
  const brand = name in brandPaths;
  const d = brand
    ? brandPaths[name as keyof typeof brandPaths]
    : strokePaths[name as keyof typeof strokePaths];
  return <IconSvg d={d} filled={brand} mirrored={pointing.has(name)} {...props} />;
}
