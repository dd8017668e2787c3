/**
 * The build of the site with analytics on: where it lives and the Plausible domain it is made
 * with. Apart from analytics-site.ts (a Playwright fixture), so that npm test can make the same
 * build before the browser tests start (scripts/test.mjs).
 */
export const ANALYTICS_DIST_DIR = '.next-analytics';
/** The site's name in Plausible, as the analytics build has it. */
export const PLAUSIBLE_DOMAIN = 'analytics-test.ravidigital.pk';
/** What `next build` is given to make it. */
export const ANALYTICS_BUILD_ENV = { NEXT_PUBLIC_PLAUSIBLE_DOMAIN: PLAUSIBLE_DOMAIN };
