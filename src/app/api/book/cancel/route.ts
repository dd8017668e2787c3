/** The cancel button of a booking's own page (src/lib/booking/pages/manage.ts): its signed link, or nothing. */
import { receiveCancel } from '@/lib/booking/pages/manage';
import { formEndpoint } from '@/lib/intake/form-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('book-manage', receiveCancel);
