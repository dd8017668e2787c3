/**
 * What the beacon's endpoint accepts (./endpoint.ts), named once: the privacy notice states the
 * window too. Pure.
 */

/** Five metrics with a path come to about 300 bytes; this leaves room and no more. */
export const MAX_BEACON_BYTES = 2 * 1024;
/** One beacon per page view: 60 page views in 10 minutes is a busy office behind one address. */
export const BEACONS_PER_WINDOW = 60;
export const BEACON_WINDOW_MINUTES = 10;
export const BEACON_WINDOW_SECONDS = BEACON_WINDOW_MINUTES * 60;
