/**
 * Lighthouse's CPU slowdown, calibrated to the host
 * (docs/decisions/2026-12-05-gate-calibrated-on-main-thread-work.md).
 *
 * Lighthouse emulates a mid-tier phone by slowing the host's CPU 4 × and says to lower that on a
 * weaker host (its docs/throttling.md, "Calibrating the CPU slowdown"). Its own measure of the host,
 * `benchmarkIndex`, times a JavaScript loop, which a host can pass at full speed while everything
 * a page load does (new renderer processes, fresh memory, layout) runs several times slower. The
 * gate measures the host by what it measures pages with instead: the bare floor (bench/floor), a
 * Next.js page with one heading, whose main-thread work is the framework's own.
 *
 * The figure is the floor's main-thread task time (Lighthouse's `mainthread-work-breakdown`), not
 * its Total Blocking Time: TBT counts only each task's time over 50 ms, so it grows faster than
 * the host slows, and dividing 4 × by it left a slower host below 4 × in effect.
 */

/**
 * The floor's main-thread time, median of its runs under Lighthouse's default 4 × slowdown (taken
 * as floor-work.mjs takes it), on the host the gate's thresholds were set on. That host's record
 * (bench/report.json, 25 November 2026) has the floor's TBT only, 103 ms; this is the main-thread
 * time the floor shows where it blocks 103 ms, estimated on 5 December 2026 from runs on this
 * project's machine by `npx tsx scripts/bench/floor-reference.mjs --at-tbt 103`, which says how.
 * Re-take it with that script, without `--at-tbt`, whenever the thresholds are set again.
 */
export const FLOOR_REFERENCE_MAIN_THREAD_MS = 649;

/** Lighthouse's default CPU slowdown for its mobile form factor. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * Below this slowdown the gate refuses to judge. Lighthouse's table suggests 2 × for a low-end
 * desktop host to emulate a mid-tier phone, and less only for a host that is itself near such a
 * phone: the pages' figures would then be mostly the host's own slowness, of whatever kind it is
 * (fresh memory, a busy machine), and hardly Lighthouse's emulation at all.
 */
export const MIN_CPU_SLOWDOWN = 2;

/** The fewest floor runs the calibration takes: one run's main-thread time swings too much. */
export const MIN_FLOOR_RUNS = 3;

/** One Lighthouse run of the floor, as floor-work.mjs reports it. */
export interface FloorRun {
  mainThreadMs: number;
  tbtMs: number;
}

export interface Calibration {
  /** The floor's main-thread time in each run, in ms. */
  floorMainThreadMs: number[];
  /** Their median. */
  medianMainThreadMs: number;
  /** The median of the floor's TBT, for the record (the calibration does not use it). */
  medianTbtMs: number;
  referenceMainThreadMs: number;
  /** How many times the reference host's main-thread time the floor took here. */
  hostSlower: number;
  /** The CPU slowdown the pages are measured with: 4 × divided by hostSlower, at most 4 ×. */
  cpuSlowdown: number;
  /**
   * The slowdown the pages face in the reference host's terms (cpuSlowdown × hostSlower): 4 ×,
   * or less on a host faster than the reference, which keeps Lighthouse's 4 ×. Null when refused.
   */
  effectiveSlowdown: number | null;
  /** Why the host is not fit to judge pages on, or null when it is. */
  refusal: string | null;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** The median of `values` (the mean of the middle two when their number is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The CPU slowdown that puts this host where the reference host was, from the floor's runs:
 * Lighthouse's 4 × divided by how many times the reference's main-thread time the floor's median
 * took, never more than 4 × (a faster host keeps Lighthouse's default), to two decimals. It
 * refuses (`refusal`) with fewer than MIN_FLOOR_RUNS runs, a run without a figure, or a slowdown
 * below MIN_CPU_SLOWDOWN: it never falls back to measuring with no slowdown, or with 4 × unearned.
 */
export function calibrate(
  runs: readonly FloorRun[],
  referenceMainThreadMs = FLOOR_REFERENCE_MAIN_THREAD_MS,
  defaultSlowdown = DEFAULT_CPU_SLOWDOWN,
  minSlowdown = MIN_CPU_SLOWDOWN,
): Calibration {
  const floorMainThreadMs = runs.map((run) => Math.round(run.mainThreadMs));
  const medianMainThreadMs = median(runs.map((run) => run.mainThreadMs));
  const medianTbtMs = median(runs.map((run) => run.tbtMs));
  const measured =
    runs.length >= MIN_FLOOR_RUNS &&
    runs.every((run) => Number.isFinite(run.mainThreadMs) && run.mainThreadMs > 0);
  const slower = medianMainThreadMs / referenceMainThreadMs;
  const cpuSlowdown = measured ? hundredths(Math.min(defaultSlowdown, defaultSlowdown / slower)) : Number.NaN;
  const hostSlower = hundredths(slower);
  const calibration = {
    floorMainThreadMs,
    medianMainThreadMs: Math.round(medianMainThreadMs),
    medianTbtMs: Math.round(medianTbtMs),
    referenceMainThreadMs,
    hostSlower: measured ? hostSlower : Number.NaN,
    cpuSlowdown,
  };
  let refusal: string | null = null;
  if (runs.length < MIN_FLOOR_RUNS)
    refusal = `the floor was measured ${runs.length} times; the calibration takes the median of at least ${MIN_FLOOR_RUNS} runs`;
  else if (!measured)
    refusal = `a run of the floor gave no main-thread time (${floorMainThreadMs.join(', ')} ms), so the host could not be measured`;
  else if (cpuSlowdown < minSlowdown)
    refusal =
      `this host is too slow to judge pages on: the floor's main thread worked ${calibration.medianMainThreadMs} ms ` +
      `(median of ${runs.length} runs), ${hostSlower} × the ${referenceMainThreadMs} ms of the host the thresholds were set on, ` +
      `so standing where that host stood would slow the CPU only ${cpuSlowdown} ×, below the ${minSlowdown} × the gate accepts. ` +
      `With so little of Lighthouse's emulation left, the pages' figures would be mostly this host's own slowness: ` +
      `run the gate on a quieter or faster machine`;
  const effectiveSlowdown = refusal ? null : hundredths(cpuSlowdown * slower);
  return { ...calibration, effectiveSlowdown, refusal };
}

export interface SettledCalibration {
  /** The calibration of the last `window` runs. */
  calibration: Calibration;
  /** Every run measured, in order. */
  runs: FloorRun[];
}

/**
 * A host still busy with the end of earlier work (a build's memory given back) reads slower than
 * it is for a minute or two. So the floor is measured `window` times, and while those last
 * `window` runs would refuse, once more, the oldest run leaving the window, up to `maxRuns` runs in
 * all: the first window that does not refuse is used, or the last one, refusing, when none did.
 * `onRefused` hears of the first refusing window (to say why the gate goes on measuring).
 */
export async function calibrateSettled(
  measure: () => Promise<FloorRun>,
  {
    window,
    maxRuns,
    referenceMainThreadMs = FLOOR_REFERENCE_MAIN_THREAD_MS,
    onRefused,
  }: {
    window: number;
    maxRuns: number;
    referenceMainThreadMs?: number;
    onRefused?: (reading: Calibration) => void;
  },
): Promise<SettledCalibration> {
  const runs: FloorRun[] = [];
  while (runs.length < window) runs.push(await measure());
  let calibration = calibrate(runs.slice(-window), referenceMainThreadMs);
  if (calibration.refusal && runs.length < maxRuns) onRefused?.(calibration);
  while (calibration.refusal && runs.length < maxRuns) {
    runs.push(await measure());
    calibration = calibrate(runs.slice(-window), referenceMainThreadMs);
  }
  return { calibration, runs };
}
