/**
 * Where the browser's speed beacon goes (src/lib/vitals/beacon.ts): one page view's Core Web
 * Vitals, checked, queued and written to the database in batches (src/lib/vitals/endpoint.ts).
 * Answers 204 without waiting on the database; refuses other sites, malformed or out-of-range
 * reports, unknown pages and more than BEACONS_PER_WINDOW beacons per address.
 */
import { vitalsHandler } from '@/lib/vitals/endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = vitalsHandler();
