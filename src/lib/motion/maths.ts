/** The pure maths behind the motion layer, kept apart from the DOM so it can be tested. */

/** Where focus lands after going back to the top: the site header, first landmark of the page. */
export const TOP_ID = 'top';

/** The back-to-top control appears once the page is scrolled further than this. */
export const SHOW_AFTER_PX = 150;
/** Magnetic elements move at most this far toward the pointer, in each direction. */
export const MAX_SHIFT_PX = 25;
/** Share of the pointer's distance from the element's centre that a magnetic element follows. */
export const MAGNETIC_STRENGTH = 0.35;

/**
 * How long the page keeps the `intro` class: past the end of the intro's last CSS animation (the
 * header's, 2500 ms delay + 800 ms in globals.css), so that removing it changes nothing on screen.
 */
export const INTRO_MS = 4000;
/** The intro's words come in one after another, this far apart. */
export const INTRO_WORD_STAGGER_MS = 90;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function isPastThreshold(scrollY: number, threshold = SHOW_AFTER_PX): boolean {
  return scrollY > threshold;
}

/** How far down the page is, from 0 (top) to 1 (bottom). */
export function scrollRatio(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return clamp(scrollY / scrollable, 0, 1);
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Offset of a magnetic element for a pointer position: toward the pointer, capped at ±25 px. */
export function magneticOffset(
  pointerX: number,
  pointerY: number,
  box: Box,
  strength = MAGNETIC_STRENGTH,
  max = MAX_SHIFT_PX,
): { x: number; y: number } {
  const dx = pointerX - (box.left + box.width / 2);
  const dy = pointerY - (box.top + box.height / 2);
  return { x: clamp(dx * strength, -max, max), y: clamp(dy * strength, -max, max) };
}

/** Moves `current` a fraction of the way to `target`: a smooth follow for the cursor. */
export function approach(current: number, target: number, fraction: number): number {
  const next = current + (target - current) * fraction;
  return Math.abs(target - next) < 0.1 ? target : next;
}

/** Stroke offset of a progress ring of the given circumference for a ratio in [0, 1]. */
export function ringOffset(circumference: number, ratio: number): number {
  return circumference * (1 - clamp(ratio, 0, 1));
}
