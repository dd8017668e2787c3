/**
 * The confirmation page's button, for a message sent without JavaScript (held until then). The
 * work is in src/lib/intake/confirm-endpoint.ts.
 */
import { formEndpoint } from '@/lib/intake/form-endpoint';
import { receiveConfirmation } from '@/lib/intake/confirm-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('no-script-confirm', receiveConfirmation);
