'use client';

import { useEffect, useRef } from 'react';
import { cancelFrame, scheduleFrame } from '@/lib/motion/frame-loop';
import { approach } from '@/lib/motion/maths';

/** Share of the remaining distance the ring covers each frame: a soft, quick follow. */
const FOLLOW = 0.35;
const INTERACTIVE = 'a[href], button, [role="button"], label, summary, select, [data-cursor]';

/**
 * A ring that trails the mouse and grows over links and buttons. Decoration only: hidden from
 * assistive technology, the system cursor stays. Mounted by PointerEffects, on a fine pointer
 * without reduced motion only.
 */
export function CustomCursor() {
  const cursorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const cursor = cursorRef.current;
    if (!cursor) return;
    const target = { x: 0, y: 0 };
    const position = { x: 0, y: 0 };
    const frame = () => {
      position.x = approach(position.x, target.x, FOLLOW);
      position.y = approach(position.y, target.y, FOLLOW);
      cursor.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
      if (position.x !== target.x || position.y !== target.y) scheduleFrame(frame);
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (cursor.dataset.visible !== 'true') {
        position.x = target.x;
        position.y = target.y;
        cursor.dataset.visible = 'true';
      }
      scheduleFrame(frame);
    };
    const onOver = (event: PointerEvent) => {
      const element = event.target instanceof Element ? event.target : null;
      cursor.dataset.active = String(Boolean(element?.closest(INTERACTIVE)));
    };
    const onLeave = () => {
      cursor.dataset.visible = 'false';
    };
    document.addEventListener('pointermove', onMove, { passive: true });
    document.addEventListener('pointerover', onOver, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      cancelFrame(frame);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerover', onOver);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  return (
    <div
      ref={cursorRef}
      aria-hidden="true"
      data-visible="false"
      data-active="false"
      className="custom-cursor pointer-events-none fixed top-0 left-0 z-[70] opacity-0 transition-opacity duration-200 data-[visible=true]:opacity-100"
    >
      <div className="custom-cursor-ring size-9 -translate-x-1/2 -translate-y-1/2 rounded-full border border-accent transition-[scale,background-color] duration-300 ease-out-expo" />
    </div>
  );
}
