'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

/** Share of the element that must be visible before it plays. */
const VISIBLE_SHARE = 0.35;

type RevealState = 'rest' | 'pending' | 'shown';

interface RevealOnViewProps {
  children: ReactNode;
  className?: string;
}

/**
 * Plays its children's entrance once, when they scroll into view. The server draws them at
 * rest (so without JavaScript everything is simply shown); only content that starts off
 * screen is set back, out of sight, to play when it arrives. CSS does the animating through
 * `[data-reveal]`.
 */
export function RevealOnView({ children, className }: RevealOnViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('rest');

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          if (!entry.isIntersecting) setState('pending');
          else observer.disconnect();
          return;
        }
        if (entry.isIntersecting) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-reveal={state} className={clsx(className)}>
      {children}
    </div>
  );
}
