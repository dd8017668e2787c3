/**
 * Runs on every first page load, before React hydrates: starts analytics when they are on (a
 * no-op otherwise).
 */
import { startAnalytics } from '@/lib/analytics';

startAnalytics();
