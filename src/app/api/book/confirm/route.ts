/** The confirm button of a pending booking's page (src/lib/booking/pages/confirm-endpoint.ts). */
import { receiveConfirm } from '@/lib/booking/pages/confirm-endpoint';
import { formEndpoint } from '@/lib/intake/form-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('book-manage', receiveConfirm);
