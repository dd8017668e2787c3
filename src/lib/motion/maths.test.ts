import { describe, expect, it } from 'vitest';
import {
  MAX_SHIFT_PX,
  SHOW_AFTER_PX,
  approach,
  isPastThreshold,
  magneticOffset,
  ringOffset,
  scrollRatio,
} from './maths';

describe('back-to-top threshold', () => {
  it('is hidden at or below 150 px and shown above', () => {
    expect(SHOW_AFTER_PX).toBe(150);
    expect(isPastThreshold(0)).toBe(false);
    expect(isPastThreshold(150)).toBe(false);
    expect(isPastThreshold(151)).toBe(true);
  });
});

describe('scrollRatio', () => {
  it('runs from 0 at the top to 1 at the bottom', () => {
    expect(scrollRatio(0, 3000, 1000)).toBe(0);
    expect(scrollRatio(1000, 3000, 1000)).toBe(0.5);
    expect(scrollRatio(2000, 3000, 1000)).toBe(1);
  });

  it('stays within 0..1 for overscroll and short pages', () => {
    expect(scrollRatio(-40, 3000, 1000)).toBe(0);
    expect(scrollRatio(2600, 3000, 1000)).toBe(1);
    expect(scrollRatio(0, 800, 1000)).toBe(0);
  });
});

describe('magneticOffset', () => {
  const box = { left: 100, top: 100, width: 200, height: 60 };

  it('is zero with the pointer at the centre', () => {
    expect(magneticOffset(200, 130, box)).toEqual({ x: 0, y: 0 });
  });

  it('moves toward the pointer', () => {
    const { x, y } = magneticOffset(240, 140, box);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
  });

  it('never moves more than 25 px in either direction', () => {
    expect(MAX_SHIFT_PX).toBe(25);
    expect(magneticOffset(10_000, -10_000, box)).toEqual({ x: 25, y: -25 });
    expect(magneticOffset(-10_000, 10_000, box)).toEqual({ x: -25, y: 25 });
  });
});

describe('approach', () => {
  it('moves part of the way and snaps when close', () => {
    expect(approach(0, 100, 0.25)).toBe(25);
    expect(approach(99.95, 100, 0.5)).toBe(100);
  });
});

describe('ringOffset', () => {
  it('is the full circumference at 0 and nothing at 1', () => {
    expect(ringOffset(100, 0)).toBe(100);
    expect(ringOffset(100, 1)).toBe(0);
    expect(ringOffset(100, 2)).toBe(0);
  });
});
