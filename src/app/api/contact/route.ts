/**
 * Where the contact and subscribe forms post when JavaScript is off (or not loaded yet). With
 * JavaScript the forms send through the SDK and never post here. The work is in
 * src/lib/intake/no-script.ts: check, store (delivery follows from the stored copy), 303 back to the page.
 */
import { formEndpoint } from '@/lib/intake/form-endpoint';
import { receiveNoScript } from '@/lib/intake/no-script';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('no-script', receiveNoScript);
