'use client';

import { useEffect, useRef, useState } from 'react';
import { ControlIcon } from '@/components/ui/control-icon';
import { cancelFrame, scheduleFrame } from '@/lib/motion/frame-loop';
import { TOP_ID, isPastThreshold, ringOffset, scrollRatio } from '@/lib/motion/maths';
import { clsx } from 'clsx';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface ScrollProgressProps {
  /** The button's name, e.g. 'Back to top'. */
  label: string;
}

/** A ring that fills as the page scrolls; above 150 px it becomes a 'Back to top' button. */
export function ScrollProgress({ label }: ScrollProgressProps) {
  const [visible, setVisible] = useState(false);
  const ringRef = useRef<SVGCircleElement>(null);

  useEffect(() => {
    const update = () => {
      const root = document.documentElement;
      const y = window.scrollY;
      const ratio = scrollRatio(y, root.scrollHeight, window.innerHeight);
      setVisible(isPastThreshold(y));
      ringRef.current?.style.setProperty('stroke-dashoffset', String(ringOffset(CIRCUMFERENCE, ratio)));
    };
    const onChange = () => scheduleFrame(update);
    update();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange, { passive: true });
    return () => {
      cancelFrame(update);
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);

  const backToTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={backToTop}
      data-visible={visible}
      className={clsx(
        // `back-to-top` and `data-visible` also tell the WhatsApp button where to sit (globals.css).
        'back-to-top fixed inset-e-4 bottom-4 z-30 grid size-14 place-items-center rounded-full bg-ink-900/90 text-fg shadow-lg shadow-black/40 backdrop-blur transition-[opacity,transform,visibility] duration-300 hover:text-accent sm:inset-e-6 sm:bottom-6',
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-4 opacity-0',
      )}
    >
      <svg viewBox="0 0 56 56" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle cx="28" cy="28" r={RADIUS} fill="none" strokeWidth="2" className="stroke-ink-700" />
        <circle
          ref={ringRef}
          cx="28"
          cy="28"
          r={RADIUS}
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE}
          className="stroke-accent"
        />
      </svg>
      <ControlIcon name="arrowUp" className="relative" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
