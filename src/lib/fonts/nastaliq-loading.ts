/**
 * How the Urdu pages load Noto Nastaliq Urdu (components/layout/nastaliq-font-face.tsx): the
 * family as the device has it first, the downloaded file from the next page on. globals.css names
 * the same families and class.
 */

/** The face that takes the family from the device only (`local()`), never from the network. */
export const NASTALIQ_DEVICE_FAMILY = 'Noto Nastaliq Urdu Device';

/** On <html> when the file is in the browser's cache: the page then sets Urdu text in it. */
export const NASTALIQ_CACHED_CLASS = 'nastaliq-cached';

/** localStorage: the address of the file once the browser has fetched it. */
export const NASTALIQ_CACHED_KEY = 'nastaliq-font';
