/**
 * Runs on every first page load, before React hydrates. Notes where the visit began for the
 * forms (lib/analytics/attribution: sessionStorage, sent only with a message) while the address still has
 * its campaign tags, and starts analytics when they are on (a no-op otherwise).
 */
import { startAnalytics } from '@/lib/analytics';
import { rememberFirstTouch } from '@/lib/analytics/attribution';

rememberFirstTouch();
startAnalytics();
