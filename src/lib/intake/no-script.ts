/**
 * `POST /api/contact`: the contact and subscribe forms sent without JavaScript (or before it
 * loaded). The message is checked with the same schema and stored as a lead (src/lib/leads), held
 * until its sender confirms it: the visitor is sent (303) to the confirmation page (./confirm.ts),
 * whose one button releases it for delivery (./confirm-endpoint.ts) and goes back to the page,
 * whose `#…-sent` note shows through CSS `:target`. After a failure (a rejected message, the
 * limit, the store unreachable) the Location carries what they typed (see
 * src/lib/forms/return-location.ts) to the `#…-error` note, so nothing is lost.
 */
import 'server-only';
import type { EndpointDeps } from './endpoint-deps';
import { defaultLocale, isLocale, localePath } from '@/content/locales';
import { firstTouch, type Attribution } from '@/lib/analytics/attribution';
import { db as storeDb } from '@/lib/db/connection';
import { judgeAndReceive, logStoreFailure } from '@/lib/intake/store-lead';
import { clientAddress } from '@/lib/http/client-address';
import { visitorOf } from '@/lib/spam/judge/assess';
import type { EmailForm } from '@/lib/email/config';
import { checkMessage } from './check-message';
import { readFields, ReceiveError } from '@/lib/http/body';
import { confirmLocation } from './confirm';
import { returnLocation, sameSitePage, type ReturnState } from '@/lib/forms/return-location';

/**
 * The contact form's page, in the language the form was sent in (its `language` field, `/ur/…`
 * for Urdu); the subscribe form goes back to whichever page it was sent from.
 */
export const CONTACT_PAGE = '/contact-us';

function contactPage(fields: Record<string, string>): string {
  const language = fields.language ?? '';
  return localePath(isLocale(language) ? language : defaultLocale, CONTACT_PAGE);
}

export type NoScriptDeps = EndpointDeps;

/**
 * The attribution fields (lib/analytics/attribution) that a form sent without JavaScript leaves empty,
 * filled with what the server can know from the Referer, the page the form was on (same site
 * only): its path, as the landing page, and the campaign tags in its address. The visit's real
 * first page and the site that sent the visitor are not knowable here; those stay empty.
 */
function withKnownAttribution(fields: Record<string, string>, request: Request): Record<string, string> {
  const referer = request.headers.get('referer');
  let known: Attribution = {};
  try {
    if (referer && new URL(referer).host === request.headers.get('host')) known = firstTouch(referer, '');
  } catch {
    // A malformed Referer tells nothing.
  }
  const completed = { ...fields };
  for (const [field, value] of Object.entries(known)) if (!completed[field]?.trim()) completed[field] = value;
  return completed;
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

export async function receiveNoScript(
  request: Request,
  { server, limiter, db = storeDb, now: given }: NoScriptDeps,
): Promise<Response> {
  const form: EmailForm =
    new URL(request.url).searchParams.get('form') === 'subscribe' ? 'subscribe' : 'contact';
  const from = sameSitePage(request.headers.get('referer'), request.headers.get('host'));
  let fields: Record<string, string> = {};
  // The contact form goes back to the contact page in the language it was sent in, which is known
  // once the fields are read.
  const page = () => (form === 'contact' ? contactPage(fields) : from);
  const back = (state: ReturnState, typed?: Record<string, string>) =>
    seeOther(returnLocation({ form, page: page(), state, fields: typed }));
  const label = `[email] ${form} form without JavaScript`;

  // Counted before the body is read, so a refused sender costs little.
  let allowed = false;
  let counted = true;
  try {
    ({ allowed } = await limiter.take(clientAddress(request.headers, server.trustProxy)));
  } catch (error) {
    counted = false;
    logStoreFailure(`${label}: not taken`, error);
  }
  try {
    fields = await readFields(request);
    // Nothing is kept; the visitor sees the failure note with what they typed.
    if (!counted) return back('error', fields);
    if (!allowed) {
      console.warn(`${label} refused: over the limit of ${server.formRateLimit} sends per client address`);
      return back('error', fields);
    }
    const raw = withKnownAttribution(fields, request);
    const message = checkMessage(form, raw);
    let id: string;
    try {
      // Held until its sender confirms it (./confirm.ts): no proof of work is possible without a script.
      ({ id } = await judgeAndReceive(
        db(),
        { form, raw, arrival: 'no-script', now: given?.().getTime(), visitor: visitorOf(request, server) },
        { form, path: 'no-script', fields: message.fields },
        server,
        given?.(),
      ));
    } catch (error) {
      logStoreFailure(`${label}: not stored`, error);
      return back('error', fields);
    }
    const language = fields.language ?? '';
    const locale = isLocale(language) ? language : defaultLocale;
    return seeOther(
      confirmLocation(
        { lead: id, form, back: returnLocation({ form, page: page(), state: 'sent' }) },
        locale,
      ),
    );
  } catch (error) {
    if (error instanceof ReceiveError) console.warn(`${label} rejected: ${error.message}`);
    else console.error(`${label}:`, error);
    return back('error', fields);
  }
}
