'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * The site's internal link: next/link that prefetches the page it points to once the visitor
 * shows intent (pointer over it, a finger down on it, keyboard focus), not as soon as it is on
 * screen. A phone on a slow network then spends its first load on the page it opened, not on
 * the code and data of every page linked above the fold; a tap still starts the prefetch a
 * moment before the click. `prefetch={false}` keeps a link from prefetching at all.
 */
export function SiteLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  /** The caller's handler, after noting the visitor's intent. */
  const noteIntent =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      // null is next/link's default: prefetch while the link is on screen.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={noteIntent(onMouseEnter)}
      onTouchStart={noteIntent(onTouchStart)}
      onFocus={noteIntent(onFocus)}
    />
  );
}
