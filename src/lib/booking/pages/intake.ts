/**
 * `POST /api/book`: the booking form, sent with or without JavaScript (a plain form post). Checked
 * like the contact form (the same field rules, spam judgement and per-address limit), the time
 * checked against what is on offer now, then the lead and its booking stored in one transaction
 * (../rules/store.ts) before the visitor is sent (303) to the booking's own page. A move (the form opened
 * from a booking's signed link) moves that booking instead. Anything refused goes back to the
 * booking page with why, the time asked for, and what they typed (in a cookie of their own).
 * Server only.
 */
import 'server-only';
import type { EndpointDeps } from '@/lib/intake/endpoint-deps';
import { appNow } from '@/lib/time/clock';
import { defaultLocale, isLocale, localePath, type Locale } from '@/content/locales';
import type { ServerEvent } from '@/lib/analytics/proxy';
import { db as storeDb } from '@/lib/db/connection';
import { clientAddress } from '@/lib/http/client-address';
import { readFields } from '@/lib/http/body';
import { fromSameOrigin } from '@/lib/http/same-origin';
import { beginNoteJudgement, visitorOf } from '@/lib/spam/judge/assess';
import { rememberPrint } from '@/lib/spam/judge/prints';
import { logStoreFailure } from '@/lib/intake/store-lead';
import { wakeDeliveries } from '@/lib/leads/delivery-service';
import { bookingSchema, invalidFields, moveSchema, type BookingFields } from '@/lib/validation/booking';
import { offerAround } from '../calendar/availability-now';
import { judgeBookingForm } from './form-token';
import { readBookingLink } from './link';
import { BOOK_PAGE } from './paths';
import { checkSlot, heldSpan } from '../calendar/slots';
import { AddressFullError, recordTurnedAway } from '../rules/limits';
import { visitorKey } from '../rules/visitor-key';
import { queueExistingLink } from '../messages/owed';
import {
  AlreadyBookedError,
  bookCall,
  CalendarFullError,
  moveBooking,
  SlotTakenError,
  type CallRequest,
} from '../rules/store';
import { refuse, toBookedPage } from './answers';
import { agencyDateTime, isoInZone, isTimeZone } from '@/lib/time/zone';

export interface BookingDeps extends EndpointDeps {
  /** Counts `Call Booked` in analytics (a no-op with analytics off). */
  count?: (event: ServerEvent) => void;
}

const LABEL = '[booking]';

const MS_PER_MINUTE = 60_000;

function localeOf(fields: Record<string, string>): Locale {
  const language = fields.language ?? '';
  return isLocale(language) ? language : defaultLocale;
}

/** The lead's fields: what the visitor sent, with the call's time for the inbox, e-mail and CSV. */
function leadFields(
  checked: BookingFields,
  start: number,
  timeZone: string | undefined,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(checked)) {
    if (name === 'slot' || name === 'tz' || name === 'website') continue;
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  fields.subject = `Consultation call: ${agencyDateTime.format(start)} (Pakistan time)`;
  fields.call_start = isoInZone(start);
  if (timeZone) fields.time_zone = timeZone;
  return fields;
}

export async function receiveBooking(
  request: Request,
  { server, limiter, count = () => undefined, db = storeDb, now: given }: BookingDeps,
): Promise<Response> {
  if (!fromSameOrigin(request.headers, server.trustProxy)) {
    return new Response('Bookings are made from the booking page of this site.', { status: 403 });
  }
  const secure = new URL(request.url).protocol === 'https:';
  let fields: Record<string, string> = {};
  let allowed = false;
  try {
    ({ allowed } = await limiter.take(clientAddress(request.headers, server.trustProxy)));
  } catch (error) {
    logStoreFailure(`${LABEL} not counted`, error);
    return refuse({ error: 'unavailable', locale: defaultLocale, fields, secure });
  }
  try {
    fields = await readFields(request);
  } catch (error) {
    console.warn(`${LABEL} not read: ${error instanceof Error ? error.message : String(error)}`);
    return new Response('The booking form could not be read.', { status: 400 });
  }
  const locale = localeOf(fields);
  const asked = Date.parse(fields.slot ?? '');
  const moving = fields.b ? readBookingLink(fields) : undefined;
  const base = { locale, fields, slot: asked, moving, secure };
  if (fields.b && !moving) return refuse({ ...base, error: 'link' });
  if (!allowed) {
    console.warn(`${LABEL} refused: over the limit of ${server.formRateLimit} per client address`);
    return refuse({ ...base, error: 'limit' });
  }
  const now = () => given?.() ?? appNow();
  const judged = moving ? undefined : judgeBookingForm(fields, now().getTime());
  if (judged?.stale) return refuse({ ...base, error: 'expired' });
  // A move changes only the time: who is calling stays as it was booked.
  const parsed = moving ? moveSchema.safeParse(fields) : bookingSchema.safeParse(fields);
  if (!parsed.success) return refuse({ ...base, error: 'invalid', invalid: invalidFields(parsed.error) });
  const { slot, tz } = parsed.data;
  const full = moving ? undefined : (parsed.data as BookingFields);
  const timeZone = tz && isTimeZone(tz) ? tz : undefined;
  /** Past the day's cap, in any mode: the team's flood notice counts it, and hears of the first. */
  const noteTurnedAway = async () => {
    const first = await recordTurnedAway(db(), now()).catch(() => false);
    if (first)
      console.warn(`${LABEL} the day's cap on new bookings is reached: later ones wait or are turned away`);
  };

  try {
    const at = now();
    // What a new booking's note says is judged like a contact message (src/lib/spam/judge),
    // its store read beside the look at the calendar.
    const note =
      full && beginNoteJudgement(db(), full, { server, visitor: visitorOf(request, server), now: at });
    const offer = await offerAround(db(), server, at.getTime(), slot);
    const check = checkSlot(offer.query, slot);
    if (check !== 'ok') return refuse({ ...base, error: check });
    const call: CallRequest = {
      start: slot,
      end: slot + offer.settings.slotMinutes * MS_PER_MINUTE,
      span: heldSpan(offer.settings, slot),
      timeZone,
      language: locale,
    };
    if (moving) {
      const moved = await moveBooking(db(), moving, call, server, given?.());
      if (!moved.moved)
        return refuse({ ...base, error: moved.why === 'past' ? 'past' : 'link', moving: undefined });
      wakeDeliveries();
      return toBookedPage(locale, moved.bookingId);
    }
    if (judged?.stale !== false || !full || !note)
      throw new Error('a new booking is judged and checked in full');
    const { spamReason, print } = await note(judged.spamReason);
    const booked = await bookCall(db(), {
      leadId: judged.leadId,
      fields: leadFields(full, slot, timeZone),
      call,
      spamReason,
      alsoWrite: print ? (trx) => rememberPrint(trx, print, full.email, at) : undefined,
      visitor: visitorKey(clientAddress(request.headers, server.trustProxy)),
      server,
      now: given?.(),
    });
    if (booked.created && booked.status === 'pending') wakeDeliveries();
    if (booked.pastCap) await noteTurnedAway();
    if (booked.created && booked.status === 'booked') {
      wakeDeliveries();
      count({
        name: 'Call Booked',
        page: localePath(locale, BOOK_PAGE),
        props: full.service ? { service: full.service } : {},
      });
    }
    return toBookedPage(locale, booked.bookingId);
  } catch (error) {
    if (error instanceof SlotTakenError) return refuse({ ...base, error: 'taken' });
    if (error instanceof AddressFullError) return refuse({ ...base, error: 'address' });
    if (error instanceof CalendarFullError) {
      await noteTurnedAway();
      return refuse({ ...base, error: 'full' });
    }
    // A call waiting for its confirm link: that link is on its way to its own e-mail already.
    if (error instanceof AlreadyBookedError && error.pending) return refuse({ ...base, error: 'waiting' });
    if (error instanceof AlreadyBookedError) {
      // Its link goes to the e-mail it was booked with, never to this page: whoever typed this
      // address may not own it.
      await queueExistingLink(db(), server, error, given?.()).catch((failure: unknown) =>
        logStoreFailure(`${LABEL} the existing call's link not queued`, failure),
      );
      wakeDeliveries();
      return refuse({ ...base, error: 'already' });
    }
    logStoreFailure(`${LABEL} not stored`, error);
    return refuse({ ...base, error: 'unavailable' });
  }
}
