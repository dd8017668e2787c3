/**
 * What the beacon's endpoint accepts (./endpoint.ts), named once: the privacy notice states how
 * long an address's count is kept too. Pure.
 */

/** Five metrics with a path come to about 300 bytes; this leaves room and no more. */
export const MAX_BEACON_BYTES = 2 * 1024;
/** One beacon per page view: 60 page views in 10 minutes is a busy office behind one address. */
export const BEACONS_PER_WINDOW = 60;
export const BEACON_WINDOW_MINUTES = 10;
export const BEACON_WINDOW_SECONDS = BEACON_WINDOW_MINUTES * 60;
/**
 * And per day: the window alone would let one address send 8,640 a day and outweigh every real
 * visitor on the Speed page; 300 page views is a whole office reading the site all day.
 */
export const BEACONS_PER_DAY = 300;
export const BEACON_DAY_MINUTES = 24 * 60;
export const BEACON_DAY_SECONDS = BEACON_DAY_MINUTES * 60;
/** The longest an address's count is kept in memory (the privacy notice says so). */
export const BEACON_COUNT_KEPT_MINUTES = BEACON_DAY_MINUTES;
/**
 * With analytics on, one beacon in this many goes on to Plausible (as one `Web Vitals` event per
 * metric, up to five): the Speed page has every beacon; Plausible needs only the trend, not five
 * billable events per page view.
 */
export const PLAUSIBLE_VITALS_SAMPLE_EVERY = 10;
const MAX_SAMPLE_EVERY = 1_000;

/**
 * VITALS_SAMPLE_EVERY, read where the endpoint starts: 1 passes every beacon on (the analytics
 * tests); a whole number up to 1,000; anything else, or unset, the default.
 */
export function sampleEvery(value: string | undefined): number {
  const every = Number(value?.trim() || NaN);
  return Number.isInteger(every) && every >= 1 && every <= MAX_SAMPLE_EVERY
    ? every
    : PLAUSIBLE_VITALS_SAMPLE_EVERY;
}
