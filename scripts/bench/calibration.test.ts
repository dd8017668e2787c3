import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN, FLOOR_REFERENCE_TBT_MS } from './calibration';

describe('the CPU slowdown calibrated by the floor', () => {
  it("keeps Lighthouse's 4 × on a host as fast as the reference or faster", () => {
    expect(calibratedCpuSlowdown(FLOOR_REFERENCE_TBT_MS)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(40)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(0)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('divides the slowdown by how many times slower the floor blocked', () => {
    expect(calibratedCpuSlowdown(206)).toBe(2);
    expect(calibratedCpuSlowdown(336)).toBe(1.23);
  });

  it('never goes below no slowdown at all', () => {
    expect(calibratedCpuSlowdown(FLOOR_REFERENCE_TBT_MS * 10)).toBe(1);
  });

  it('keeps the default when the floor could not be measured', () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(Infinity)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
