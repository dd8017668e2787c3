/**
 * Lighthouse's CPU slowdown, calibrated to the host (docs/decisions/2026-11-28-gate-calibrated-by-the-floor.md).
 *
 * Lighthouse emulates a mid-tier phone by slowing the host's CPU 4 × and says to lower that on a
 * weaker host (its docs/throttling.md, "Calibrating the CPU slowdown"). Its own measure of the host,
 * `benchmarkIndex`, times a JavaScript loop, which a host can pass at full speed while everything
 * a page load does (new renderer processes, fresh memory, layout) runs several times slower. The
 * gate measures the host by what it measures pages with instead: the bare floor (bench/floor), a
 * Next.js page with one heading, whose blocking time is the framework's own.
 */

/**
 * The floor's median Total Blocking Time under Lighthouse's default 4 × slowdown on the host the
 * gate's thresholds were set on (bench/report.json, 25 November 2026: 103 ms).
 */
export const FLOOR_REFERENCE_TBT_MS = 103;

/** Lighthouse's default CPU slowdown for its mobile form factor. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that puts this host where the reference host was: Lighthouse's 4 ×, divided by
 * how many times slower the floor blocked here than there. Never more than 4 × (a faster host keeps
 * Lighthouse's default) and never less than 1 × (no slowdown at all), to two decimals.
 */
export function calibratedCpuSlowdown(
  floorTbtMs: number,
  referenceTbtMs = FLOOR_REFERENCE_TBT_MS,
  defaultSlowdown = DEFAULT_CPU_SLOWDOWN,
): number {
  if (!Number.isFinite(floorTbtMs) || floorTbtMs <= referenceTbtMs) return defaultSlowdown;
  const slower = floorTbtMs / referenceTbtMs;
  return Math.max(1, Math.round((defaultSlowdown / slower) * 100) / 100);
}
