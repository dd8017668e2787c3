/**
 * `POST /api/book/confirm`: the button of a pending booking's confirm page (/book/confirm, opened
 * from the link in its e-mail). A form post, never the link itself: a mail scanner that opens links
 * confirms nothing. Confirmed (now or before) goes on to the booking's own page; expired or taken
 * back to the confirm page, which says so and links to /book. Server only.
 */
import 'server-only';
import type { EndpointDeps } from '@/lib/intake/endpoint-deps';
import { localePath } from '@/content/locales';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { db as storeDb } from '@/lib/db/connection';
import { clientAddress } from '@/lib/http/client-address';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { toBookedPage } from './answers';
import { confirmQuery, readConfirmLink } from './link';
import { BOOK_PAGE, CONFIRM_PAGE } from './paths';
import { confirmBooking } from '../rules/pending';
import { readSignedForm, seeOther } from './signed-form';

export interface ConfirmDeps extends EndpointDeps {
  /** Counts `Call Booked` in analytics once the call is booked (a no-op with analytics off). */
  count?: (event: ServerEvent) => void;
}

export async function receiveConfirm(
  request: Request,
  { server, limiter, count = () => undefined, db = storeDb, now }: ConfirmDeps,
): Promise<Response> {
  const form = await readSignedForm(request, server, {
    refusal: 'A call is confirmed from its own page on this site.',
    readLink: readConfirmLink,
  });
  if (form instanceof Response) return form;
  const { locale, id } = form;
  const back = (error: string) =>
    seeOther(`${localePath(locale, CONFIRM_PAGE)}?${confirmQuery(id)}&error=${error}`);
  try {
    const { allowed } = await limiter.take(clientAddress(request.headers, server.trustProxy));
    if (!allowed) return back('limit');
    const confirmed = await confirmBooking(db(), id, server, now?.());
    if (confirmed.result !== 'confirmed') return back(confirmed.result);
    if (confirmed.created) {
      wakeDeliveries();
      count({ name: 'Call Booked', page: localePath(locale, BOOK_PAGE), props: {} });
    }
    return toBookedPage(locale, id);
  } catch (error) {
    logStoreFailure('[booking] not confirmed', error);
    return back('unavailable');
  }
}
