/**
 * `POST /api/book/confirm`: the button of a pending booking's confirm page (/book/confirm, opened
 * from the link in its e-mail). A form post, never the link itself: a mail scanner that opens links
 * confirms nothing. Confirmed (now or before) goes on to the booking's own page; expired or taken
 * back to the confirm page, which says so and links to /book. Server only.
 */
import 'server-only';
import type { Kysely } from 'kysely';
import { defaultLocale, isLocale, localePath, type Locale } from '@/content/locales';
import type { ServerEnv } from '@/env';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { db as storeDb } from '@/lib/db/connection';
import type { Database } from '@/lib/db/schema';
import { clientAddress } from '@/lib/intake/client-address';
import type { RateLimiter } from '@/lib/intake/rate-limit';
import { readFields } from '@/lib/intake/receive';
import { fromSameOrigin } from '@/lib/intake/same-origin';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { toBookedPage } from './answers';
import { confirmQuery, readConfirmLink } from './link';
import { BOOK_PAGE, CONFIRM_PAGE } from './paths';
import { confirmBooking } from './pending';

export interface ConfirmDeps {
  server: ServerEnv;
  limiter: RateLimiter;
  /** Counts `Call Booked` in analytics once the call is booked (a no-op with analytics off). */
  count?: (event: ServerEvent) => void;
  db?: () => Kysely<Database>;
  now?: () => Date;
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

const localeOf = (value: string | undefined): Locale => (value && isLocale(value) ? value : defaultLocale);

export async function receiveConfirm(
  request: Request,
  { server, limiter, count = () => undefined, db = storeDb, now = () => new Date() }: ConfirmDeps,
): Promise<Response> {
  if (!fromSameOrigin(request.headers, server.trustProxy)) {
    return new Response('A call is confirmed from its own page on this site.', { status: 403 });
  }
  let fields: Record<string, string>;
  try {
    fields = await readFields(request);
  } catch {
    return new Response('The form could not be read.', { status: 400 });
  }
  const locale = localeOf(fields.language);
  const id = readConfirmLink(fields);
  if (!id) return seeOther(`${localePath(locale, BOOK_PAGE)}?error=link`);
  const back = (error: string) =>
    seeOther(`${localePath(locale, CONFIRM_PAGE)}?${confirmQuery(id)}&error=${error}`);
  try {
    const { allowed } = await limiter.take(clientAddress(request.headers, server.trustProxy));
    if (!allowed) return back('limit');
    const confirmed = await confirmBooking(db(), id, server, now());
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
