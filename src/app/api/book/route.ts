/**
 * Where the booking form posts, with or without JavaScript: src/lib/booking/pages/intake.ts checks,
 * stores the lead and its booking, and sends the visitor (303) to the booking's page or back.
 */
import { receiveBooking } from '@/lib/booking/pages/intake';
import { formEndpoint } from '@/lib/intake/form-endpoint';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = formEndpoint('book', receiveBooking);
