/**
 * What the booking's signed link opens besides its page: `POST /api/book/cancel` (the page's
 * cancel button) and `GET /api/book/ics` (the "Add to calendar" file). A link whose signature does
 * not hold opens nothing: the cancel goes back to the booking page with why, the file is a 404.
 * Server only.
 */
import 'server-only';
import type { EndpointDeps } from '@/lib/intake/endpoint-deps';
import type { Kysely } from 'kysely';
import { localePath, type Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { absoluteUrl, siteHost } from '@/env';
import { db as storeDb } from '@/lib/db/connection';
import type { Database } from '@/lib/db/schema';
import { clientAddress } from '@/lib/http/client-address';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { leadFields } from '@/lib/leads/store';
import { copyOf } from '@/content/localized';
import { calendarFile } from '../messages/calendar-file';
import { fillCallWords, type CallWords } from '../messages/call-words';
import { placeWords } from '../messages/place-words';
import { bookingQuery, readBookingLink } from './link';
import { BOOK_PAGE, BOOKED_PAGE } from './paths';
import { localeOf, readSignedForm, seeOther } from './signed-form';
import { cancelBooking, findBooking } from '../rules/store';
import { toBookedPage } from './answers';

export type ManageDeps = EndpointDeps;

export async function receiveCancel(
  request: Request,
  { server, limiter, db = storeDb, now }: ManageDeps,
): Promise<Response> {
  const form = await readSignedForm(request, server, {
    refusal: 'A booking is cancelled from its own page on this site.',
    readLink: readBookingLink,
  });
  if (form instanceof Response) return form;
  const { locale, id } = form;
  try {
    const { allowed } = await limiter.take(clientAddress(request.headers, server.trustProxy));
    if (!allowed) return seeOther(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(id)}&error=limit`);
    const result = await cancelBooking(db(), id, server, now?.());
    if (result === 'missing') return seeOther(`${localePath(locale, BOOK_PAGE)}?error=link`);
    if (result === 'past')
      return seeOther(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(id)}&error=past`);
    if (result === 'cancelled') wakeDeliveries();
    return toBookedPage(locale, id);
  } catch (error) {
    logStoreFailure('[booking] not cancelled', error);
    return seeOther(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(id)}&error=unavailable`);
  }
}

export interface CalendarDeps {
  /** The event's words in the booking's language. */
  words: (locale: Locale) => CallWords;
  db?: () => Kysely<Database>;
}

export async function calendarResponse(
  request: Request,
  { words, db = storeDb }: CalendarDeps,
): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const id = readBookingLink(params);
  if (!id) return new Response('No such booking.', { status: 404 });
  let booking;
  try {
    booking = await findBooking(db(), id);
  } catch (error) {
    logStoreFailure('[booking] calendar file not read', error);
    return new Response('The booking could not be read. Please try again later.', { status: 503 });
  }
  if (!booking) return new Response('No such booking.', { status: 404 });
  const locale = localeOf(booking.language);
  const url = absoluteUrl(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(id)}`);
  const { title, details } = fillCallWords(words(locale), siteConfig.name, url);
  const whatsapp = leadFields(booking).whatsapp;
  const place = placeWords(copyOf(locale, 'book').email, booking, whatsapp, false);
  const text = calendarFile({
    // The lead's id and the booking's sequence, as in the e-mailed invite: one event, however
    // often it was added or moved.
    bookingId: booking.lead_id,
    sequence: booking.sequence,
    start: Date.parse(booking.starts_at),
    end: Date.parse(booking.ends_at),
    title,
    description: details,
    organizer: { name: siteConfig.name, email: siteConfig.email },
    host: siteHost,
    url: place.link ?? url,
    location: place.location,
    cancelled: booking.status === 'cancelled',
  });
  return new Response(text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8; method=PUBLISH',
      'content-disposition': `attachment; filename="call-${siteHost}.ics"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
