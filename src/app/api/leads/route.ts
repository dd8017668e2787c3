/**
 * EmailJS mode: the browser hands the site its copy of a message before sending it to EmailJS.
 * The work is in src/lib/intake/hand-off-endpoint.ts.
 */
import { formEndpoint } from '@/lib/intake/form-endpoint';
import { receiveHandOff } from '@/lib/intake/hand-off-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('leads', receiveHandOff);
