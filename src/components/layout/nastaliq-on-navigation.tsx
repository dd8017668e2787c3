'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { NASTALIQ_CACHED_CLASS, NASTALIQ_CACHED_KEY } from '@/lib/fonts/nastaliq-loading';

interface NastaliqOnNavigationProps {
  /** The address of the Urdu font file. */
  url: string;
}

/**
 * On the way to the next page (a client-side navigation keeps the document), sets Urdu text in the
 * downloaded Nastaliq file once the first page has fetched it: before the new page is painted, so
 * no text changes face in front of the visitor.
 */
export function NastaliqOnNavigation({ url }: NastaliqOnNavigationProps) {
  const pathname = usePathname();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === first.current) return;
    try {
      if (localStorage.getItem(NASTALIQ_CACHED_KEY) === url)
        document.documentElement.classList.add(NASTALIQ_CACHED_CLASS);
    } catch {
      // Storage turned off: the page keeps the face it has.
    }
  }, [pathname, url]);
  return null;
}
