'use client';

import { useEffect } from 'react';
import { cancelFrame, scheduleFrame } from '@/lib/motion/frame-loop';
import { magneticOffset, type Box } from '@/lib/motion/maths';

const SELECTOR = '[data-magnetic]';

/**
 * Elements marked `data-magnetic` lean toward the pointer (at most 25 px each way) and settle
 * back when it leaves. One delegated listener for the whole page; the element's box is read
 * once on entry, so the frame only writes a transform. Mounted by PointerEffects, on a fine
 * pointer without reduced motion only.
 */
export function MagneticHover() {
  useEffect(() => {
    let element: HTMLElement | null = null;
    let box: Box | null = null;
    const pointer = { x: 0, y: 0 };

    const apply = () => {
      if (!element || !box) return;
      const { x, y } = magneticOffset(pointer.x, pointer.y, box);
      element.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const release = () => {
      if (!element) return;
      cancelFrame(apply);
      element.removeAttribute('data-magnetic-active');
      element.style.transform = '';
      element = null;
      box = null;
    };
    const onOver = (event: PointerEvent) => {
      const next = event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null;
      if (next === element) return;
      release();
      if (!next || event.pointerType !== 'mouse') return;
      element = next;
      box = next.getBoundingClientRect();
      next.setAttribute('data-magnetic-active', '');
    };
    const onMove = (event: PointerEvent) => {
      // The pointer may already be over an element when this loads (after the page): take it up.
      if (!element) onOver(event);
      if (!element) return;
      pointer.x = event.clientX;
      pointer.y = event.clientY;
      scheduleFrame(apply);
    };
    document.addEventListener('pointerover', onOver, { passive: true });
    document.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('scroll', release, { passive: true });
    document.documentElement.addEventListener('pointerleave', release);
    return () => {
      release();
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('pointermove', onMove);
      window.removeEventListener('scroll', release);
      document.documentElement.removeEventListener('pointerleave', release);
    };
  }, []);

  return null;
}
