import { describe, expect, it } from 'vitest';
import {
  calibrate,
  calibrateSettled,
  DEFAULT_CPU_SLOWDOWN,
  FLOOR_REFERENCE_MAIN_THREAD_MS,
  median,
  MIN_CPU_SLOWDOWN,
  MIN_FLOOR_RUNS,
} from './calibration';

const REFERENCE = 1000;
/** Floor runs with these main-thread times, and a TBT that has no say in the calibration. */
const runs = (...mainThreadMs: number[]) => mainThreadMs.map((ms) => ({ mainThreadMs: ms, tbtMs: 999 }));

describe('the median', () => {
  it('is the middle value of an odd number, whatever the order', () => {
    expect(median([3000, 1000, 2000])).toBe(2000);
    expect(median([452, 298, 336])).toBe(336);
  });

  it('is the mean of the middle two of an even number', () => {
    expect(median([1000, 4000, 2000, 3000])).toBe(2500);
  });

  it('is not a number for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('the CPU slowdown calibrated on the floor', () => {
  it('takes the median of the floor runs, so one slow or fast run does not set it', () => {
    expect(calibrate(runs(2000, 9000, 2000), REFERENCE).cpuSlowdown).toBe(2);
    expect(calibrate(runs(2000, 100, 2000), REFERENCE).cpuSlowdown).toBe(2);
    expect(calibrate(runs(1500, 2000, 3000, 2500, 1800), REFERENCE).medianMainThreadMs).toBe(2000);
  });

  it('divides 4 × by how many times the reference main-thread time the floor took', () => {
    const calibration = calibrate(runs(1600, 1600, 1600), REFERENCE);
    expect(calibration.hostSlower).toBe(1.6);
    expect(calibration.cpuSlowdown).toBe(2.5);
    expect(calibrate(runs(1300, 1330, 1350), REFERENCE).cpuSlowdown).toBe(3.01);
  });

  it('leaves the pages facing 4 × in the reference host terms, on a slower host', () => {
    for (const ms of [1100, 1330, 1750, 1999]) {
      const { effectiveSlowdown, refusal } = calibrate(runs(ms, ms, ms), REFERENCE);
      expect(refusal).toBeNull();
      expect(effectiveSlowdown).toBeCloseTo(DEFAULT_CPU_SLOWDOWN, 1);
    }
  });

  it("keeps Lighthouse's 4 × on a host as fast as the reference or faster, and says what that stands for", () => {
    expect(calibrate(runs(1000, 1000, 1000), REFERENCE).cpuSlowdown).toBe(DEFAULT_CPU_SLOWDOWN);
    const faster = calibrate(runs(800, 800, 800), REFERENCE);
    expect(faster.cpuSlowdown).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(faster.effectiveSlowdown).toBe(3.2);
    expect(faster.refusal).toBeNull();
  });

  it('reports the floor runs and the medians of both figures', () => {
    const calibration = calibrate(
      [
        { mainThreadMs: 2100.4, tbtMs: 452 },
        { mainThreadMs: 1800.6, tbtMs: 298 },
        { mainThreadMs: 1900.2, tbtMs: 336 },
      ],
      REFERENCE,
    );
    expect(calibration).toMatchObject({
      floorMainThreadMs: [2100, 1801, 1900],
      medianMainThreadMs: 1900,
      medianTbtMs: 336,
      referenceMainThreadMs: REFERENCE,
      hostSlower: 1.9,
      cpuSlowdown: 2.11,
      refusal: null,
    });
  });

  it('compares with the reference taken on the host the thresholds were set on by default', () => {
    const ms = FLOOR_REFERENCE_MAIN_THREAD_MS;
    expect(calibrate(runs(ms, ms, ms)).cpuSlowdown).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(calibrate(runs(ms * 2, ms * 2, ms * 2)).cpuSlowdown).toBe(2);
  });
});

describe('a host too slow to judge on', () => {
  it(`is refused when the slowdown falls below ${MIN_CPU_SLOWDOWN} ×, saying why`, () => {
    const { cpuSlowdown, refusal } = calibrate(runs(2630, 2600, 2700), REFERENCE);
    expect(cpuSlowdown).toBe(1.52);
    expect(calibrate(runs(2630, 2600, 2700), REFERENCE).effectiveSlowdown).toBeNull();
    expect(refusal).toContain('too slow to judge pages on');
    expect(refusal).toContain('2630 ms (median of 3 runs), 2.63 × the 1000 ms');
    expect(refusal).toContain(`only 1.52 ×, below the ${MIN_CPU_SLOWDOWN} ×`);
  });

  it(`is judged at exactly ${MIN_CPU_SLOWDOWN} ×`, () => {
    expect(calibrate(runs(2000, 2000, 2000), REFERENCE).refusal).toBeNull();
    const justBelow = calibrate(runs(2030, 2030, 2030), REFERENCE);
    expect(justBelow.cpuSlowdown).toBe(1.97);
    expect(justBelow.refusal).not.toBeNull();
  });

  it('is refused however slow, never measured without a slowdown', () => {
    const calibration = calibrate(runs(40_000, 50_000, 60_000), REFERENCE);
    expect(calibration.cpuSlowdown).toBe(0.08);
    expect(calibration.refusal).toContain('too slow');
  });
});

describe('a floor that was not measured enough', () => {
  it(`is refused with fewer than ${MIN_FLOOR_RUNS} runs`, () => {
    expect(calibrate(runs(1000, 1000), REFERENCE).refusal).toContain('at least 3 runs');
    expect(calibrate([], REFERENCE).refusal).toContain('measured 0 times');
  });

  it('is refused when a run has no main-thread time, instead of keeping 4 ×', () => {
    for (const missing of [Number.NaN, Infinity, 0]) {
      const calibration = calibrate(runs(1000, missing, 1000), REFERENCE);
      expect(calibration.refusal).toContain('could not be measured');
      expect(calibration.cpuSlowdown).toBeNaN();
    }
  });
});

describe('the calibration on a host that settles', () => {
  /** A floor measured in turn with these main-thread times; counts the runs taken. */
  const floor = (...mainThreadMs: number[]) => {
    const left = [...mainThreadMs];
    return {
      measure: async () => runs(left.shift() ?? Number.NaN)[0]!,
      taken: () => mainThreadMs.length - left.length,
    };
  };

  it('takes the first window of runs that does not refuse, measuring one run more at a time', async () => {
    // 2.5 × the reference refuses (1.6 ×); with the eighth run the last five have a median of 1.9 ×.
    const host = floor(2500, 2600, 2400, 2500, 2700, 1900, 1900, 1800, 1900, 9999);
    const refused: number[] = [];
    const { calibration, runs: measured } = await calibrateSettled(host.measure, {
      window: 5,
      maxRuns: 15,
      referenceMainThreadMs: REFERENCE,
      onRefused: (reading) => refused.push(reading.medianMainThreadMs),
    });
    expect(refused).toEqual([2500]);
    expect(host.taken()).toBe(8);
    expect(measured).toHaveLength(8);
    expect(calibration.floorMainThreadMs).toEqual([2500, 2700, 1900, 1900, 1800]);
    expect(calibration.refusal).toBeNull();
    expect(calibration.cpuSlowdown).toBe(2.11);
  });

  it('measures the window alone on a host that does not refuse', async () => {
    const host = floor(1600, 1700, 1500, 9999);
    const { calibration } = await calibrateSettled(host.measure, {
      window: 3,
      maxRuns: 9,
      referenceMainThreadMs: REFERENCE,
    });
    expect(host.taken()).toBe(3);
    expect(calibration.cpuSlowdown).toBe(2.5);
  });

  it('stops at maxRuns on a host that stays too slow, and refuses with the last window', async () => {
    const host = floor(...Array<number>(20).fill(3000));
    const { calibration } = await calibrateSettled(host.measure, {
      window: 5,
      maxRuns: 15,
      referenceMainThreadMs: REFERENCE,
    });
    expect(host.taken()).toBe(15);
    expect(calibration.floorMainThreadMs).toHaveLength(5);
    expect(calibration.refusal).toMatch(/too slow to judge pages on/);
  });
});
